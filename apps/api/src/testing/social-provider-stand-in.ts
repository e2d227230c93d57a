import Fastify from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { SocialProviderSettings } from '../edges/social-verifier';

export interface StandInUser {
  id: string;
  email: string;
  name: string;
}

/** The Naver application the stand-in knows by default, as a server would be configured for it. */
export const standInNaverApp = { clientId: 'naver-client', clientSecret: 'naver-secret' } as const;
/** The Kakao app's REST API key and client secret the stand-in's code exchange expects. */
export const standInKakaoApp = { restApiKey: 'kakao-rest-key', clientSecret: 'kakao-secret' };

interface IssuedCode {
  user: StandInUser;
  /** The application the buyer authorised: only its id (and secret) can exchange the code. */
  clientId: string;
  /** Naver: the state of the authorisation; Kakao: the redirect URI it was sent to. */
  boundTo: string;
}

/**
 * Kakao, Naver, Google and Apple as seen by the verifier, on a loopback port: tokens and codes are
 * registered with `issue*` and answered as the real providers answer them. The token endpoints
 * (Naver `/oauth2.0/token`, Kakao `/oauth/token`) hand out a token only to the application the
 * code was issued for, with its secret, once.
 */
export async function startSocialProviderStandIn() {
  const app = Fastify();
  const kakaoTokens = new Map<string, { appId: string; user: StandInUser }>();
  const naverTokens = new Map<string, StandInUser>();
  const naverCodes = new Map<string, IssuedCode>();
  const kakaoCodes = new Map<string, IssuedCode>();
  const naverApps = new Map<string, string>([
    [standInNaverApp.clientId, standInNaverApp.clientSecret],
  ]);
  let tokenCount = 0;
  /** While true the token endpoints answer 500, as a provider in an outage does. */
  let tokenEndpointsDown = false;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const formOf = (request: { query: unknown; body: unknown }) => ({
    ...(request.query as Record<string, string>),
    ...((request.body ?? {}) as Record<string, string>),
  });
  const googleTokens = new Map<string, { audience: string; user: StandInUser }>();
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' };

  const bearer = (header: string | undefined) => header?.replace(/^Bearer /, '') ?? '';

  app.get('/v1/user/access_token_info', async (request, reply) => {
    const entry = kakaoTokens.get(bearer(request.headers.authorization));
    if (!entry) return reply.status(401).send({ code: -401 });
    return { id: Number(entry.user.id), app_id: Number(entry.appId), expires_in: 3600 };
  });
  app.get('/v2/user/me', async (request, reply) => {
    const entry = kakaoTokens.get(bearer(request.headers.authorization));
    if (!entry) return reply.status(401).send({ code: -401 });
    return {
      id: Number(entry.user.id),
      kakao_account: { email: entry.user.email, profile: { nickname: entry.user.name } },
    };
  });
  app.get('/v1/nid/me', async (request, reply) => {
    const user = naverTokens.get(bearer(request.headers.authorization));
    if (!user)
      return reply.status(401).send({ resultcode: '024', message: 'Authentication failed' });
    return {
      resultcode: '00',
      message: 'success',
      response: { id: user.id, email: user.email, name: user.name },
    };
  });
  // Naver answers a refused code with 200 and an `error`, as the real endpoint does.
  app.route({
    method: ['GET', 'POST'],
    url: '/oauth2.0/token',
    handler: async (request, reply) => {
      if (tokenEndpointsDown) return reply.status(500).send('Internal Server Error');
      const form = formOf(request);
      const refused = (error: string) => ({ error, error_description: error });
      if (form.grant_type !== 'authorization_code') return refused('unsupported_grant_type');
      const secret = naverApps.get(form.client_id ?? '');
      if (!secret || secret !== form.client_secret) return refused('invalid_client');
      const issued = naverCodes.get(form.code ?? '');
      if (!issued || issued.clientId !== form.client_id || issued.boundTo !== form.state) {
        return refused('invalid_request');
      }
      naverCodes.delete(form.code!);
      const token = `naver-token-${(tokenCount += 1)}`;
      naverTokens.set(token, issued.user);
      return { access_token: token, refresh_token: 'r', token_type: 'bearer', expires_in: '3600' };
    },
  });
  app.post('/oauth/token', async (request, reply) => {
    if (tokenEndpointsDown) return reply.status(500).send({ error: 'server_error' });
    const form = formOf(request);
    const issued = kakaoCodes.get(form.code ?? '');
    if (
      form.grant_type !== 'authorization_code' ||
      form.client_id !== standInKakaoApp.restApiKey ||
      form.client_secret !== standInKakaoApp.clientSecret ||
      !issued ||
      issued.clientId !== form.client_id ||
      issued.boundTo !== form.redirect_uri
    ) {
      return reply.status(400).send({ error: 'invalid_grant', error_code: 'KOE320' });
    }
    kakaoCodes.delete(form.code!);
    const token = `kakao-token-${(tokenCount += 1)}`;
    kakaoTokens.set(token, { appId: '1001', user: issued.user });
    return { token_type: 'bearer', access_token: token, expires_in: 21599 };
  });
  app.get('/oauth2/v3/tokeninfo', async (request, reply) => {
    const token = (request.query as { access_token?: string }).access_token ?? '';
    const entry = googleTokens.get(token);
    if (!entry) return reply.status(400).send({ error: 'invalid_token' });
    return { aud: entry.audience, sub: entry.user.id, email: entry.user.email };
  });
  app.get('/auth/keys', async () => ({ keys: [jwk] }));

  const origin = await app.listen({ host: '127.0.0.1', port: 0 });

  return {
    origin,
    settings(
      clientIds = {
        kakao: '1001',
        naver: 'naver-client',
        google: 'google-client',
        apple: 'kr.quotemarket.app',
      },
    ): SocialProviderSettings {
      return {
        kakao: {
          appId: clientIds.kakao,
          apiBase: origin,
          code: { ...standInKakaoApp, authBase: origin },
        },
        naver: {
          clientId: clientIds.naver,
          clientSecret: standInNaverApp.clientSecret,
          authBase: origin,
          apiBase: origin,
        },
        google: { clientId: clientIds.google, apiBase: origin },
        apple: { clientId: clientIds.apple, authBase: origin },
      };
    },
    issueKakao(token: string, user: StandInUser, appId = '1001') {
      kakaoTokens.set(token, { appId, user });
    },
    /** A token Naver issued to some application (the API must never take one from a browser). */
    issueNaver(token: string, user: StandInUser) {
      naverTokens.set(token, user);
    },
    /** The code Naver sends to the callback after the buyer agreed, for `clientId`'s login. */
    issueNaverCode(
      code: string,
      user: StandInUser,
      { state, clientId = standInNaverApp.clientId }: { state: string; clientId?: string },
    ) {
      naverCodes.set(code, { user, clientId, boundTo: state });
    },
    /** Another Naver application, with its own secret. */
    registerNaverApp(clientId: string, clientSecret: string) {
      naverApps.set(clientId, clientSecret);
    },
    /** The code Kakao sends to `redirectUri` after the buyer agreed. */
    issueKakaoCode(
      code: string,
      user: StandInUser,
      {
        redirectUri,
        restApiKey = standInKakaoApp.restApiKey,
      }: { redirectUri: string; restApiKey?: string },
    ) {
      kakaoCodes.set(code, { user, clientId: restApiKey, boundTo: redirectUri });
    },
    /** Puts the token endpoints into (or out of) an outage. */
    setTokenEndpointsDown(down: boolean) {
      tokenEndpointsDown = down;
    },
    issueGoogle(token: string, user: StandInUser, audience = 'google-client') {
      googleTokens.set(token, { audience, user });
    },
    issueApple(user: StandInUser, audience = 'kr.quotemarket.app', key: CryptoKey = privateKey) {
      return new SignJWT({ email: user.email })
        .setProtectedHeader({ alg: 'RS256', kid: 'stand-in' })
        .setIssuer('https://appleid.apple.com')
        .setAudience(audience)
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key);
    },
    otherKey: async () => (await generateKeyPair('RS256')).privateKey,
    close: () => app.close(),
  };
}
