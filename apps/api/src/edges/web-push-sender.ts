import webPush, { type RequestDetails } from 'web-push';
import {
  webPushSubscriptionSchema,
  type PushPayload,
  type WebPushSubscription,
} from '@quotemarket/contract';
import {
  PushDeliveryError,
  PushTargetGoneError,
  retryAfterMs,
  type PushSender,
  type PushTarget,
} from './push-sender';

/** The server's VAPID identity (RFC 8292): the key pair browsers subscribe with, and a contact. */
export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (what `applicationServerKey` takes). */
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` address the push services may contact about our traffic. */
  subject: string;
}

/**
 * The browsers' push services (Chrome, Edge, Firefox, Safari and those built on them). A
 * subscription must point at one of them over https, in every environment: the server POSTs to
 * whatever address a subscription names, and it must not be made to call anything else.
 */
const pushServiceHosts = new Set([
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
]);
/** Windows' push service answers each device from a host of its own under this domain. */
const windowsPushDomain = '.notify.windows.com';

/**
 * Whether the server may send to this endpoint: a browser's push service over https, or one of
 * `testServiceOrigins`, the push services a test stands up on this machine (never configured
 * outside tests; see `PushOptions`).
 */
export function isAdmittedPushEndpoint(
  endpoint: string,
  testServiceOrigins: readonly string[] = [],
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (testServiceOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    (pushServiceHosts.has(url.hostname) || url.hostname.endsWith(windowsPushDomain))
  );
}

/** A web device's registration token read as the browser's push subscription; null if it is not one. */
export function parseWebPushSubscription(token: string): WebPushSubscription | null {
  try {
    const parsed = webPushSubscriptionSchema.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface WebPushSenderOptions {
  /** Push services a test stands up, called beside the browsers' own (`isAdmittedPushEndpoint`). */
  testServiceOrigins?: readonly string[];
  timeoutMs?: number;
  /** How long the push service keeps a message for a device that is offline. */
  ttlSeconds?: number;
}

/** A topic replaces an undelivered message of the same topic (RFC 8030): base64url, ≤ 32 characters. */
const topicPattern = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Web Push: the payload encrypted for the subscription alone (RFC 8291, aes128gcm) and signed with
 * our VAPID key (RFC 8292), both by the `web-push` package, which implements those specs; the
 * request itself goes out through fetch, with a timeout.
 */
export class WebPushSender implements PushSender {
  private readonly vapidDetails: VapidKeys;

  constructor(
    vapid: VapidKeys,
    private readonly options: WebPushSenderOptions,
  ) {
    this.vapidDetails = { ...vapid };
    // A bad key or subject is our configuration, found at start, never blamed on a subscription.
    webPush.getVapidHeaders(
      'https://push.example',
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    );
  }

  async send(target: PushTarget, payload: PushPayload): Promise<void> {
    const subscription = parseWebPushSubscription(target.token);
    if (
      !subscription ||
      !isAdmittedPushEndpoint(subscription.endpoint, this.options.testServiceOrigins)
    ) {
      throw new PushTargetGoneError('the registration is not a usable push subscription');
    }
    let request: RequestDetails;
    try {
      request = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: subscription.keys },
        JSON.stringify(payload),
        {
          vapidDetails: this.vapidDetails,
          TTL: this.options.ttlSeconds ?? 24 * 60 * 60,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          ...(topicPattern.test(payload.tag) && { topic: payload.tag }),
        },
      );
    } catch (error) {
      // Our own keys were checked at start: what fails here is the subscription's (p256dh, auth).
      throw new PushTargetGoneError(`the subscription's keys are unusable: ${String(error)}`);
    }
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: 'POST',
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PushDeliveryError(`push service unreachable: ${String(error)}`, true);
    }
    // The answer's body is not needed; reading it frees the connection.
    const body = await response.text().catch(() => '');
    if (response.ok) return;
    if (response.status === 404 || response.status === 410) {
      throw new PushTargetGoneError(`push service answered ${response.status}`);
    }
    const retryable = response.status === 429 || response.status >= 500;
    throw new PushDeliveryError(
      `push service answered ${response.status} ${body.slice(0, 200)}`.trim(),
      retryable,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
}
