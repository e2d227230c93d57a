import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { SocialProvider } from '@quotemarket/contract';

/** Who the provider says the token belongs to: the only identity a social login may claim. */
export interface SocialIdentity {
  providerId: string;
  email: string | null;
  name: string | null;
  profileImage: string | null;
}

export interface SocialProviderSettings {
  kakao?: {
    /** The app's numeric id: a token must have been issued to it. */
    appId: string;
    apiBase: string;
    /**
     * The web login's code exchange (`kauth…/oauth/token`): the REST API key and, when the app
     * turned it on, the client secret. Without the key, codes are refused with 503.
     */
    code?: { restApiKey: string; clientSecret?: string | undefined; authBase: string };
  };
  naver?: {
    clientId: string;
    /** Only ever on the server: the code exchange (`nid…/oauth2.0/token`) needs it. */
    clientSecret: string;
    /** `nid.naver.com`: the token endpoint. */
    authBase: string;
    /** `openapi.naver.com`: the profile. */
    apiBase: string;
  };
  google?: { clientId: string; apiBase: string };
  apple?: { clientId: string; authBase: string };
}

export const defaultProviderBases = {
  kakao: 'https://kapi.kakao.com',
  kakaoAuth: 'https://kauth.kakao.com',
  naver: 'https://openapi.naver.com',
  naverAuth: 'https://nid.naver.com',
  google: 'https://www.googleapis.com',
  apple: 'https://appleid.apple.com',
} as const;

/**
 * What the browser (or a native app) hands over: an authorization code our server exchanges itself
 * (Naver always; Kakao on the web), or a token to check with the provider (Kakao's app SDKs,
 * Google, Apple's identity token). Naver takes no token: one issued to another application would
 * pass its profile call.
 */
export type SocialCredential =
  | { provider: 'naver'; code: string; state: string }
  | { provider: 'kakao'; code: string; redirectUri: string }
  | { provider: Exclude<SocialProvider, 'naver'>; token: string };

/** The provider is not set up on this server. */
export class ProviderNotConfiguredError extends Error {
  override name = 'ProviderNotConfiguredError';
}
/** The provider rejected the token, or it was issued for another app. */
export class InvalidSocialTokenError extends Error {
  override name = 'InvalidSocialTokenError';
}
/** The provider could not be reached or answered nonsense. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

export interface SocialVerifier {
  verify(credential: SocialCredential): Promise<SocialIdentity>;
}

type Json = Record<string, unknown>;

async function fetchJson(url: string, init: RequestInit = {}): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  } catch (error) {
    throw new ProviderUnavailableError(`${url}: ${String(error)}`);
  }
  if (response.status === 401 || response.status === 400 || response.status === 403) {
    throw new InvalidSocialTokenError(`${url} answered ${response.status}`);
  }
  if (!response.ok) throw new ProviderUnavailableError(`${url} answered ${response.status}`);
  return (await response.json().catch(() => {
    throw new ProviderUnavailableError(`${url} answered with invalid JSON`);
  })) as Json;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;
const record = (value: unknown): Json =>
  value && typeof value === 'object' ? (value as Json) : {};

/** Asks each provider, over HTTPS, whom a token belongs to and whether it was issued for us. */
export class HttpSocialVerifier implements SocialVerifier {
  private appleKeys: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(private readonly settings: SocialProviderSettings) {}

  async verify(credential: SocialCredential): Promise<SocialIdentity> {
    if ('code' in credential) {
      return credential.provider === 'naver'
        ? this.naver(await this.naverToken(credential.code, credential.state))
        : this.kakao(await this.kakaoToken(credential.code, credential.redirectUri));
    }
    switch (credential.provider) {
      case 'kakao':
        return this.kakao(credential.token);
      case 'google':
        return this.google(credential.token);
      case 'apple':
        return this.apple(credential.token);
    }
  }

  private configured<P extends keyof SocialProviderSettings>(provider: P) {
    const settings = this.settings[provider];
    if (!settings) throw new ProviderNotConfiguredError(provider);
    return settings as NonNullable<SocialProviderSettings[P]>;
  }

  /** Naver's code exchange: the client secret never leaves this server. */
  private async naverToken(code: string, state: string): Promise<string> {
    const { clientId, clientSecret, authBase } = this.configured('naver');
    const answer = await fetchJson(`${authBase}/oauth2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: clientId,
        client_secret: clientSecret,
        code,
        state,
      }),
    });
    // Naver answers a refused code with 200 and an `error` field.
    if (answer.error === 'server_error') {
      throw new ProviderUnavailableError(`naver token: ${String(answer.error_description)}`);
    }
    const accessToken = text(answer.access_token);
    if (answer.error || !accessToken) {
      throw new InvalidSocialTokenError(`naver refused the code: ${String(answer.error)}`);
    }
    return accessToken;
  }

  /** Kakao's code exchange with the REST API key (and the client secret when the app has one). */
  private async kakaoToken(code: string, redirectUri: string): Promise<string> {
    const exchange = this.configured('kakao').code;
    if (!exchange) throw new ProviderNotConfiguredError('kakao code exchange');
    const answer = await fetchJson(`${exchange.authBase}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: exchange.restApiKey,
        redirect_uri: redirectUri,
        code,
        ...(exchange.clientSecret && { client_secret: exchange.clientSecret }),
      }),
    });
    const accessToken = text(answer.access_token);
    if (!accessToken) throw new InvalidSocialTokenError('kakao answered without a token');
    return accessToken;
  }

  private async kakao(token: string): Promise<SocialIdentity> {
    const { appId, apiBase } = this.configured('kakao');
    const headers = { authorization: `Bearer ${token}` };
    const info = await fetchJson(`${apiBase}/v1/user/access_token_info`, { headers });
    if (String(info.app_id) !== appId)
      throw new InvalidSocialTokenError('kakao token of another app');
    const me = await fetchJson(`${apiBase}/v2/user/me`, { headers });
    const account = record(me.kakao_account);
    const profile = record(account.profile);
    if (me.id === undefined) throw new ProviderUnavailableError('kakao answered without an id');
    return {
      providerId: String(me.id),
      email: text(account.email),
      name: text(profile.nickname),
      profileImage: text(profile.profile_image_url),
    };
  }

  private async naver(token: string): Promise<SocialIdentity> {
    const { apiBase } = this.configured('naver');
    const me = await fetchJson(`${apiBase}/v1/nid/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const response = record(me.response);
    const id = text(response.id);
    if (me.resultcode !== '00' || !id)
      throw new InvalidSocialTokenError('naver rejected the token');
    return {
      providerId: id,
      email: text(response.email),
      name: text(response.name) ?? text(response.nickname),
      profileImage: text(response.profile_image),
    };
  }

  private async google(token: string): Promise<SocialIdentity> {
    const { clientId, apiBase } = this.configured('google');
    const info = await fetchJson(
      `${apiBase}/oauth2/v3/tokeninfo?access_token=${encodeURIComponent(token)}`,
    );
    const subject = text(info.sub);
    if (info.aud !== clientId || !subject)
      throw new InvalidSocialTokenError('google token of another app');
    return { providerId: subject, email: text(info.email), name: null, profileImage: null };
  }

  private async apple(identityToken: string): Promise<SocialIdentity> {
    const { clientId, authBase } = this.configured('apple');
    this.appleKeys ??= createRemoteJWKSet(new URL(`${authBase}/auth/keys`));
    try {
      const { payload } = await jwtVerify(identityToken, this.appleKeys, {
        issuer: 'https://appleid.apple.com',
        audience: clientId,
      });
      if (!payload.sub) throw new InvalidSocialTokenError('apple token without a subject');
      return {
        providerId: payload.sub,
        email: text(payload.email),
        name: null,
        profileImage: null,
      };
    } catch (error) {
      if (error instanceof InvalidSocialTokenError) throw error;
      const code = (error as { code?: string }).code ?? '';
      if (code === 'ERR_JWKS_TIMEOUT' || code === 'ERR_JOSE_GENERIC') {
        throw new ProviderUnavailableError(`apple keys: ${String(error)}`);
      }
      throw new InvalidSocialTokenError(`apple token: ${String(error)}`);
    }
  }
}
