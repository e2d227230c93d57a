import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiEnvelope,
  developerLogin,
  getProfile,
  loginResultSchema,
  logout,
  mediaLogin,
  registerDevice,
  socialLogin,
} from '@quotemarket/contract';
import { devices, partnerMedia, users } from '../db/schema';
import { signCustomerKey } from '../domain/shared/media-keys';
import { bearer, createBuyer, createSeller } from '../testing/factories';
import { startSocialProviderStandIn } from '../testing/social-provider-stand-in';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';

const loginUrl = endpointUrl(socialLogin);
const profileUrl = endpointUrl(getProfile);
const parseLogin = (body: unknown) => apiEnvelope(loginResultSchema).parse(body).data;

describe('social login', () => {
  let ctx: TestContext;
  let providers: Awaited<ReturnType<typeof startSocialProviderStandIn>>;
  beforeAll(async () => {
    providers = await startSocialProviderStandIn();
    const { HttpSocialVerifier } = await import('../edges/social-verifier');
    ctx = await createTestApp({
      seed: false,
      social: new HttpSocialVerifier(providers.settings()),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await providers.close();
  });

  const login = (payload: object) => callEndpoint(ctx, socialLogin, { body: payload });

  it('creates the buyer the provider vouches for, then recognises them', async () => {
    providers.issueKakao('kakao-token-1', { id: '4001', email: 'jihyun@kakao.test', name: '지현' });
    const first = await login({
      provider: 'kakao',
      accessToken: 'kakao-token-1',
      providerId: '4001',
    });
    expect(first.statusCode).toBe(200);
    const firstResult = parseLogin(first.json());
    expect(firstResult.isFirstTimeLogin).toBe(true);

    const second = parseLogin(
      (await login({ provider: 'kakao', accessToken: 'kakao-token-1' })).json(),
    );
    expect(second).toMatchObject({ isFirstTimeLogin: false, user: { id: firstResult.user.id } });

    const profile = await callEndpoint(ctx, getProfile, { headers: bearer(second.token) });
    expect(profile.json().data).toMatchObject({
      provider: 'kakao',
      email: 'jihyun@kakao.test',
      firstName: '지현',
    });
  });

  it('takes the identity from the provider, never from the client', async () => {
    providers.issueKakao('kakao-token-2', { id: '4002', email: 'real@kakao.test', name: '진짜' });
    const spoofed = await login({
      provider: 'kakao',
      accessToken: 'kakao-token-2',
      providerId: '4001',
    });
    expect(spoofed.statusCode).toBe(401);
    expect(spoofed.json().message).toBe('카카오 로그인 정보가 일치하지 않아요.');

    const claimed = await login({
      provider: 'kakao',
      accessToken: 'kakao-token-2',
      email: 'fake@evil.test',
    });
    const { token } = parseLogin(claimed.json());
    const profile = await callEndpoint(ctx, getProfile, { headers: bearer(token) });
    expect(profile.json().data.email).toBe('real@kakao.test');
  });

  it('rejects a Kakao token issued to another app and an unknown token', async () => {
    providers.issueKakao('other-app', { id: '4003', email: 'x@kakao.test', name: 'x' }, '999');
    for (const accessToken of ['other-app', 'never-issued']) {
      const response = await login({ provider: 'kakao', accessToken });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        '카카오 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.',
      );
    }
  });

  it('verifies Google tokens, including the audience', async () => {
    providers.issueGoogle('google-1', { id: 'g-1', email: 'a@gmail.test', name: 'g' });
    providers.issueGoogle(
      'google-other',
      { id: 'g-2', email: 'b@gmail.test', name: 'g' },
      'someone-else',
    );
    expect((await login({ provider: 'google', accessToken: 'google-1' })).statusCode).toBe(200);
    expect((await login({ provider: 'google', accessToken: 'google-other' })).statusCode).toBe(401);
  });

  describe('Naver, by authorization code', () => {
    const naverUser = { id: 'nv-1', email: 'a@naver.test', name: '네이버 사용자' };

    it('exchanges the code on the server, reads the profile with that token and signs in', async () => {
      providers.issueNaverCode('naver-code-1', naverUser, { state: 'state-1' });
      const response = await login({ provider: 'naver', code: 'naver-code-1', state: 'state-1' });
      expect(response.statusCode).toBe(200);
      const { token } = parseLogin(response.json());
      const profile = await callEndpoint(ctx, getProfile, { headers: bearer(token) });
      expect(profile.json().data).toMatchObject({ provider: 'naver', email: 'a@naver.test' });

      // A code is good once.
      const again = await login({ provider: 'naver', code: 'naver-code-1', state: 'state-1' });
      expect(again.statusCode).toBe(401);
    });

    it('refuses a code issued to another Naver application, and a state that does not match', async () => {
      providers.registerNaverApp('other-naver-client', 'other-secret');
      providers.issueNaverCode('foreign-code', naverUser, {
        state: 'state-2',
        clientId: 'other-naver-client',
      });
      const foreign = await login({ provider: 'naver', code: 'foreign-code', state: 'state-2' });
      expect(foreign.statusCode).toBe(401);
      expect(foreign.json()).toEqual({
        status_code: 401,
        message: '네이버 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.',
        data: null,
      });

      providers.issueNaverCode('naver-code-3', naverUser, { state: 'state-3' });
      const swapped = await login({ provider: 'naver', code: 'naver-code-3', state: 'state-x' });
      expect(swapped.statusCode).toBe(401);
    });

    it('no longer takes a Naver access token from the browser, even a valid one', async () => {
      providers.issueNaver('naver-token-from-browser', naverUser);
      const response = await login({ provider: 'naver', accessToken: 'naver-token-from-browser' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        '로그인 요청을 확인하지 못했어요. 로그인 화면에서 다시 시도해 주세요.',
      );
      const withCode = await login({
        provider: 'naver',
        accessToken: 'naver-token-from-browser',
        code: 'c',
        state: 's',
      });
      expect(withCode.statusCode).toBe(400);
      const withoutState = (await login({ provider: 'naver', code: 'c' })).json();
      expect(Object.keys(withoutState.data)).toContain('state');
      // What is missing is the app's to send: the buyer reads no field names or English.
      expect(withoutState.message).toBe(
        '로그인 요청을 확인하지 못했어요. 로그인 화면에서 다시 시도해 주세요.',
      );
    });

    it('says Naver cannot be reached (503, in Korean) while its token endpoint is down', async () => {
      providers.issueNaverCode('naver-code-4', naverUser, { state: 'state-4' });
      providers.setTokenEndpointsDown(true);
      try {
        const response = await login({ provider: 'naver', code: 'naver-code-4', state: 'state-4' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          status_code: 503,
          message: '네이버에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.',
          data: null,
        });
      } finally {
        providers.setTokenEndpointsDown(false);
      }
    });
  });

  describe('Kakao, by authorization code from the web', () => {
    const redirectUri = 'https://app.example/kakao-callback';
    const kakaoUser = { id: '4100', email: 'code@kakao.test', name: '코드' };

    it('exchanges the code with the REST API key and the redirect URI it was sent to', async () => {
      providers.issueKakaoCode('kakao-code-1', kakaoUser, { redirectUri });
      const response = await login({
        provider: 'kakao',
        code: 'kakao-code-1',
        state: 'k-state',
        redirectUri,
      });
      expect(response.statusCode).toBe(200);
      expect(parseLogin(response.json()).isFirstTimeLogin).toBe(true);
    });

    it('refuses a code sent to another address or issued to another app', async () => {
      providers.issueKakaoCode('kakao-code-2', kakaoUser, {
        redirectUri: 'https://evil.example/kakao-callback',
      });
      providers.issueKakaoCode('kakao-code-3', kakaoUser, { redirectUri, restApiKey: 'other' });
      for (const code of ['kakao-code-2', 'kakao-code-3']) {
        const response = await login({ provider: 'kakao', code, state: 's', redirectUri });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe(
          '카카오 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.',
        );
      }
      const noRedirect = await login({ provider: 'kakao', code: 'kakao-code-2', state: 's' });
      expect(noRedirect.statusCode).toBe(400);
    });
  });

  it('verifies Apple identity tokens against the published keys and the audience', async () => {
    const user = { id: 'apple-sub-1', email: 'a@privaterelay.test', name: '' };
    const valid = await providers.issueApple(user);
    expect((await login({ provider: 'apple', accessToken: valid })).statusCode).toBe(200);
    const wrongAudience = await providers.issueApple(user, 'another.app');
    expect((await login({ provider: 'apple', accessToken: wrongAudience })).statusCode).toBe(401);
    const forged = await providers.issueApple(
      user,
      'kr.quotemarket.app',
      await providers.otherKey(),
    );
    expect((await login({ provider: 'apple', accessToken: forged })).statusCode).toBe(401);
  });

  it('says 503 for a provider this server is not set up for, and when it is unreachable', async () => {
    const { HttpSocialVerifier } = await import('../edges/social-verifier');
    const bare = await createTestApp({
      seed: false,
      social: new HttpSocialVerifier({ kakao: { appId: '1', apiBase: 'http://127.0.0.1:9' } }),
    });
    try {
      const naver = await bare.app.inject({
        method: 'POST',
        url: loginUrl,
        payload: { provider: 'naver', code: 'c', state: 's' },
      });
      expect(naver.statusCode).toBe(503);
      expect(naver.json().message).toBe(
        '지금은 네이버 로그인을 사용할 수 없어요. 다른 방법으로 로그인해 주세요.',
      );
      // Kakao is set up for tokens only here: a code from the web cannot be exchanged.
      const kakaoCode = await bare.app.inject({
        method: 'POST',
        url: loginUrl,
        payload: { provider: 'kakao', code: 'c', state: 's', redirectUri: 'https://a.example/cb' },
      });
      expect(kakaoCode.statusCode).toBe(503);
      const kakao = await bare.app.inject({
        method: 'POST',
        url: loginUrl,
        payload: { provider: 'kakao', accessToken: 't' },
      });
      expect(kakao.statusCode).toBe(503);
      expect(kakao.json()).toEqual({
        status_code: 503,
        message: '카카오에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.',
        data: null,
      });
    } finally {
      await bare.close();
    }
  });

  it('answers an unknown provider or a missing token with a 400 naming the field', async () => {
    const response = await login({ provider: 'facebook', accessToken: 'x' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data)).toContain('provider');
    expect(Object.keys((await login({ provider: 'kakao' })).json().data)).toContain('accessToken');
  });
});

describe('developer login', () => {
  const url = endpointUrl(developerLogin);
  const payload = { email: 'Dev@QuoteMarket.kr' };

  it('signs in from localhost outside production, by email', async () => {
    const ctx = await createTestApp({ seed: false });
    try {
      const response = await ctx.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(200);
      const { user } = parseLogin(response.json());
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({
        provider: 'developer',
        providerId: 'dev@quotemarket.kr',
        email: 'dev@quotemarket.kr',
        name: null,
        nickname: null,
      });
    } finally {
      await ctx.close();
    }
  });

  it('does not exist for a remote caller, unless allowed, and never in production', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    const closed = await createTestApp({ seed: false });
    const allowed = await createTestApp({ seed: false, settings: { allowDevLogin: true } });
    const production = await createTestApp({
      seed: false,
      settings: { env: 'production', allowDevLogin: true },
    });
    try {
      expect(
        (await closed.app.inject({ method: 'POST', url, payload, ...remote })).statusCode,
      ).toBe(404);
      expect(
        (await allowed.app.inject({ method: 'POST', url, payload, ...remote })).statusCode,
      ).toBe(200);
      expect((await production.app.inject({ method: 'POST', url, payload })).statusCode).toBe(404);
    } finally {
      await Promise.all([closed.close(), allowed.close(), production.close()]);
    }
  });
});

describe('media login', () => {
  let ctx: TestContext;
  const url = endpointUrl(mediaLogin);
  const secret = 'partner-signing-secret-0123456789';
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    await ctx.database.db.insert(partnerMedia).values([
      { name: '데모 미디어', pKey: 'demo-media', signingSecret: secret },
      { name: '종료된 제휴', pKey: 'ended-media', signingSecret: secret, isActive: false },
    ]);
  });
  afterAll(() => ctx.close());

  it("signs in the partner's customer, once per customer", async () => {
    const ckey = signCustomerKey('customer-77', secret);
    const first = parseLogin(
      (await ctx.app.inject({ method: 'POST', url, payload: { pkey: 'demo-media', ckey } })).json(),
    );
    const again = parseLogin(
      (await ctx.app.inject({ method: 'POST', url, payload: { pkey: 'demo-media', ckey } })).json(),
    );
    expect(first.isFirstTimeLogin).toBe(true);
    expect(again).toMatchObject({ isFirstTimeLogin: false, user: first.user });
  });

  it.each([
    ['a forged customer key', 'demo-media', signCustomerKey('customer-77', 'guessed-secret')],
    ['a key without a signature', 'demo-media', 'customer-77'],
    ['an unknown partner', 'nobody', signCustomerKey('customer-77', secret)],
    ['an ended partnership', 'ended-media', signCustomerKey('customer-77', secret)],
  ])('refuses %s', async (_case, pkey, ckey) => {
    const response = await ctx.app.inject({ method: 'POST', url, payload: { pkey, ckey } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('제휴 로그인에 실패했어요. 다시 시도해 주세요.');
  });
});

describe('logout and devices', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('registers a device once per udid and updates its token', async () => {
    const buyer = await createBuyer(ctx);
    const register = (fcmToken: string) =>
      callEndpoint(ctx, registerDevice, {
        headers: buyer.headers,
        body: { platform: 'web', udid: 'visitor-1', fcmToken },
      });
    // A web device's token is its browser's push subscription (PushSubscription.toJSON()).
    const subscription = JSON.stringify({
      endpoint: 'https://fcm.googleapis.com/fcm/send/visitor-1',
      expirationTime: null,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
    });
    expect((await register('')).statusCode).toBe(200);
    expect((await register(subscription)).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(devices)
      .where(eq(devices.userId, buyer.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fcmToken).toBe(subscription);
  });

  it('refuses a web token that is not a push subscription, in Korean', async () => {
    const buyer = await createBuyer(ctx);
    for (const fcmToken of ['fcm-2', '{"endpoint":"https://fcm.googleapis.com/x"}', '{']) {
      const response = await callEndpoint(ctx, registerDevice, {
        headers: buyer.headers,
        body: { platform: 'web', udid: 'visitor-2', fcmToken },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: '알림 구독 정보를 확인하지 못했어요. 알림을 다시 켜 주세요.',
        data: { fcmToken: '알림 구독 정보를 확인하지 못했어요. 알림을 다시 켜 주세요.' },
      });
    }
  });

  it('revokes the token and forgets the device', async () => {
    const buyer = await createBuyer(ctx);
    await callEndpoint(ctx, registerDevice, {
      headers: buyer.headers,
      body: { platform: 'ios', udid: 'iphone-1', fcmToken: 'x' },
    });
    const response = await callEndpoint(ctx, logout, {
      query: { deviceId: 'iphone-1' },
      headers: buyer.headers,
    });
    expect(response.json()).toEqual({ status_code: 200, message: '로그아웃했어요', data: null });
    expect(
      await ctx.database.db.select().from(devices).where(eq(devices.userId, buyer.user.id)),
    ).toEqual([]);
    const after = await callEndpoint(ctx, getProfile, { headers: buyer.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('로그인이 만료되었어요. 다시 로그인해 주세요.');
  });

  it('answers 401 without a token and 403 for a dealer token', async () => {
    const seller = await createSeller(ctx, []);
    expect((await callEndpoint(ctx, logout)).statusCode).toBe(401);
    const forDealer = await callEndpoint(ctx, logout, { headers: seller.headers });
    expect(forDealer.statusCode).toBe(403);
    expect(forDealer.json().message).toBe('구매자 계정으로만 이용할 수 있어요.');
  });

  it('answers 401 for a malformed or tampered token', async () => {
    const buyer = await createBuyer(ctx);
    // One character of the signature changed, away from its end: the last character carries
    // padding bits, so changing it may decode to the same signature.
    const at = buyer.token.lastIndexOf('.') + 5;
    const changed = buyer.token[at] === 'A' ? 'B' : 'A';
    const tampered = `${buyer.token.slice(0, at)}${changed}${buyer.token.slice(at + 1)}`;
    for (const authorization of ['Bearer', 'Basic abc', `Bearer ${tampered}`, 'Bearer not.a.jwt']) {
      const response = await callEndpoint(ctx, getProfile, { headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('expires tokens after their lifetime', async () => {
    let current = new Date('2026-11-21T00:00:00Z');
    const timed = await createTestApp({ seed: false, now: () => current });
    try {
      const buyer = await createBuyer(timed);
      expect(
        (await timed.app.inject({ method: 'GET', url: profileUrl, headers: buyer.headers }))
          .statusCode,
      ).toBe(200);
      current = new Date('2026-12-22T00:00:00Z');
      expect(
        (await timed.app.inject({ method: 'GET', url: profileUrl, headers: buyer.headers }))
          .statusCode,
      ).toBe(401);
    } finally {
      await timed.close();
    }
  });
});
