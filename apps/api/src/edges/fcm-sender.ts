import { importPKCS8, SignJWT } from 'jose';
import type { PushPayload } from '@quotemarket/contract';
import {
  PushDeliveryError,
  PushTargetGoneError,
  retryAfterMs,
  type PushSender,
  type PushTarget,
} from './push-sender';

/** The fields of a Google service account key file (JSON) that sending needs. */
export interface FcmServiceAccount {
  client_email: string;
  private_key: string;
  /** Google's OAuth token endpoint; the key file names it (tests point it at a stand-in). */
  token_uri?: string;
  project_id?: string;
}

export interface FcmSettings {
  projectId: string;
  serviceAccount: FcmServiceAccount;
  /** `https://fcm.googleapis.com`, or a stand-in. */
  apiBase: string;
  timeoutMs?: number;
}

export const defaultFcmApiBase = 'https://fcm.googleapis.com';
const defaultTokenUri = 'https://oauth2.googleapis.com/token';
const messagingScope = 'https://www.googleapis.com/auth/firebase.messaging';
/** A token is renewed this long before Google says it expires. */
const tokenMarginMs = 5 * 60 * 1000;

interface AccessToken {
  value: string;
  expiresAt: number;
}

/** FCM's error answer: `error.details[].errorCode` says what went wrong (UNREGISTERED, …). */
interface FcmErrorBody {
  error?: { status?: string; message?: string; details?: { errorCode?: string }[] };
}

async function readJson<T>(response: Response): Promise<T | undefined> {
  try {
    return (await response.json()) as T;
  } catch {
    return undefined;
  }
}

/**
 * Firebase Cloud Messaging's HTTP v1 API, for the iOS and Android wrappers. It authenticates as
 * the service account by OAuth 2.0's JWT bearer grant (RFC 7523): a JWT signed with the account's
 * key is exchanged for an hour's access token, kept and shared by every send until shortly before
 * it expires. `jose` signs it, so no Google client library is needed.
 */
export class FcmSender implements PushSender {
  private token: Promise<AccessToken> | undefined;

  constructor(private readonly settings: FcmSettings) {}

  async send(target: PushTarget, payload: PushPayload): Promise<void> {
    const url = `${this.settings.apiBase.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(this.settings.projectId)}/messages:send`;
    const accessToken = await this.accessToken();
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ message: fcmMessage(target.token, payload) }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PushDeliveryError(`FCM unreachable: ${String(error)}`, true);
    }
    if (response.ok) {
      await response.text().catch(() => '');
      return;
    }
    const body = await readJson<FcmErrorBody>(response);
    const errorCode = body?.error?.details?.find((detail) => detail.errorCode)?.errorCode;
    const what = `FCM answered ${response.status} ${errorCode ?? body?.error?.status ?? ''}`.trim();
    if (errorCode === 'UNREGISTERED' || response.status === 404) {
      throw new PushTargetGoneError(what);
    }
    if (response.status === 401) {
      // The access token was revoked or expired early: the next try asks for a new one.
      this.token = undefined;
      throw new PushDeliveryError(what, true);
    }
    const retryable =
      response.status === 429 || response.status >= 500 || errorCode === 'QUOTA_EXCEEDED';
    throw new PushDeliveryError(what, retryable, retryAfterMs(response.headers.get('retry-after')));
  }

  private async accessToken(): Promise<string> {
    const seen = this.token;
    const current = await seen?.catch(() => undefined);
    if (current && current.expiresAt - tokenMarginMs > Date.now()) return current.value;
    // Concurrent sends share one request for a new token; a failed one is not kept.
    let pending = this.token;
    if (!pending || pending === seen) {
      const next = this.requestToken();
      next.catch(() => {
        if (this.token === next) this.token = undefined;
      });
      this.token = pending = next;
    }
    return (await pending).value;
  }

  private async requestToken(): Promise<AccessToken> {
    const account = this.settings.serviceAccount;
    const tokenUri = account.token_uri ?? defaultTokenUri;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: messagingScope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(tokenUri)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + 3600)
      .sign(await importPKCS8(account.private_key, 'RS256'));
    let response: Response;
    try {
      response = await fetch(tokenUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion,
        }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PushDeliveryError(`Google OAuth unreachable: ${String(error)}`, true);
    }
    const body = await readJson<{ access_token?: string; expires_in?: number }>(response);
    if (!response.ok || !body?.access_token) {
      throw new PushDeliveryError(`Google OAuth answered ${response.status}`, true);
    }
    return {
      value: body.access_token,
      expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000,
    };
  }
}

/**
 * The message for one device: the system shows `notification` while the app is in the background,
 * and the wrapper reads `data` (strings only) on a tap, the same fields as a web push's payload.
 * The tag collapses notifications of one request on both platforms.
 */
export function fcmMessage(token: string, payload: PushPayload) {
  return {
    token,
    notification: { title: payload.title, body: payload.body },
    data: { title: payload.title, body: payload.body, path: payload.path, tag: payload.tag },
    android: { priority: 'HIGH', notification: { tag: payload.tag } },
    apns: { headers: { 'apns-collapse-id': payload.tag.slice(0, 64) } },
  };
}
