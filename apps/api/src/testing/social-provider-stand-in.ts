import Fastify from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { SocialProviderSettings } from '../edges/social-verifier';

export interface StandInUser {
  id: string;
  email: string;
  name: string;
}

/**
 * Kakao, Naver, Google and Apple as seen by the verifier, on a loopback port: tokens are registered
 * with `issue*` and answered as the real providers answer them.
 */
export async function startSocialProviderStandIn() {
  const app = Fastify();
  const kakaoTokens = new Map<string, { appId: string; user: StandInUser }>();
  const naverTokens = new Map<string, StandInUser>();
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
        kakao: { appId: clientIds.kakao, apiBase: origin },
        naver: { clientId: clientIds.naver, apiBase: origin },
        google: { clientId: clientIds.google, apiBase: origin },
        apple: { clientId: clientIds.apple, authBase: origin },
      };
    },
    issueKakao(token: string, user: StandInUser, appId = '1001') {
      kakaoTokens.set(token, { appId, user });
    },
    issueNaver(token: string, user: StandInUser) {
      naverTokens.set(token, user);
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
