import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentTermsVersion,
  getDevelopmentSmsOutbox,
  getPhoneVerification,
  requestPhoneVerification,
  verifyPhone,
} from '@quotemarket/contract';
import { buildApp } from '../app';
import { consents, phoneVerifications, users } from '../db/schema';
import type { SmsMessage, SmsSender } from '../edges/sms-sender';
import { createBuyer } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';

const requestUrl = endpointUrl(requestPhoneVerification);
const verifyUrl = (code: string) => endpointUrl(verifyPhone, { params: { code } });
const allTerms = ['PRIVACY', 'THIRDPARTY', 'UNIQUEID', 'SERVICE', 'MARKETING'] as const;
const agreeTo = (terms: readonly string[]) => ({
  userAgreementList: allTerms.map((term) => ({ term, agreed: terms.includes(term) })),
  isConsented: true,
});
const requiredOnly = agreeTo(['PRIVACY', 'THIRDPARTY', 'UNIQUEID', 'SERVICE']);

describe('phone verification', () => {
  let ctx: TestContext;
  let current = new Date('2026-11-21T03:00:00Z');
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, now: () => current });
  });
  afterAll(() => ctx.close());

  async function newBuyerWithoutPhone() {
    return createBuyer(ctx, { phone: null, phoneVerifiedAt: null });
  }
  const requestCode = (
    headers: Record<string, string>,
    phone = '01055557777',
    remoteAddress?: string,
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: requestUrl,
      headers,
      payload: { target: 'PHONE', payload: phone },
      ...(remoteAddress && { remoteAddress }),
    });
  const latestCode = (phone = '01055557777') => ctx.app.deps.smsOutbox!.outbox(phone)[0]!.code;
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('sends a 4-digit code valid for 300 s and verifies the phone with the consents', async () => {
    const buyer = await newBuyerWithoutPhone();
    const status = await callEndpoint(ctx, getPhoneVerification, { headers: buyer.headers });
    expect(status.json().data).toBeNull();

    const requested = await requestCode(buyer.headers);
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({
      message: '인증번호를 보냈어요.',
      data: { expiresInSeconds: 300, expiresAt: '2026-11-21T03:05:00.000Z' },
    });
    const sms = ctx.app.deps.smsOutbox!.outbox('01055557777')[0]!;
    expect(sms.code).toMatch(/^\d{4}$/);
    // No particle after the code: 를/을 would depend on how the code is read.
    expect(sms.text).toBe(`[견적마켓] 인증번호 [${sms.code}] (5분 안에 입력해 주세요)`);

    const [stored] = await ctx.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, buyer.user.id));
    expect(stored?.codeHash).not.toContain(sms.code);

    const verified = await ctx.app.inject({
      method: 'POST',
      url: verifyUrl(sms.code),
      headers: buyer.headers,
      payload: agreeTo(['PRIVACY', 'THIRDPARTY', 'UNIQUEID', 'SERVICE', 'MARKETING']),
    });
    expect(verified.json()).toMatchObject({
      status_code: 200,
      message: '인증이 완료되었어요.',
      data: { phone: '01055557777' },
    });

    const after = await callEndpoint(ctx, getPhoneVerification, { headers: buyer.headers });
    expect(after.json().data).toEqual({ phone: '01055557777', verifiedAt: current.toISOString() });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(user?.phoneVerifiedAt).toEqual(current);
    const recorded = await ctx.database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, buyer.user.id));
    expect(recorded.map((row) => row.term).sort()).toEqual([...allTerms].sort());
    expect(recorded.every((row) => row.version === currentTermsVersion)).toBe(true);
  });

  it('records only the consents given; marketing is optional, the others are required', async () => {
    const buyer = await newBuyerWithoutPhone();
    await requestCode(buyer.headers, '01011112222');
    const code = latestCode('01011112222');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: verifyUrl(code),
      headers: buyer.headers,
      payload: agreeTo(['PRIVACY', 'SERVICE']),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('필수 약관에 동의해 주세요.');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: verifyUrl(code),
      headers: buyer.headers,
      payload: requiredOnly,
    });
    expect(ok.statusCode).toBe(200);
    const recorded = await ctx.database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, buyer.user.id));
    expect(recorded.map((row) => row.term)).not.toContain('MARKETING');
  });

  it('says the code is wrong, and stops after five wrong tries', async () => {
    const buyer = await newBuyerWithoutPhone();
    await requestCode(buyer.headers, '01022223333');
    const code = latestCode('01022223333');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await ctx.app.inject({
        method: 'POST',
        url: verifyUrl(wrongCodeFor(code)),
        headers: buyer.headers,
        payload: requiredOnly,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('인증번호가 올바르지 않아요.');
    }
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: verifyUrl(code),
      headers: buyer.headers,
      payload: requiredOnly,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('입력 횟수(5회)를 넘었어요. 인증번호를 다시 받아 주세요.');
  });

  it('expires a code after 300 seconds, and a new request replaces the old code', async () => {
    const buyer = await newBuyerWithoutPhone();
    await requestCode(buyer.headers, '01033334444');
    const first = latestCode('01033334444');
    current = new Date(current.getTime() + 301_000);
    const late = await ctx.app.inject({
      method: 'POST',
      url: verifyUrl(first),
      headers: buyer.headers,
      payload: requiredOnly,
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('인증 시간이 지났어요. 인증번호를 다시 받아 주세요.');

    await requestCode(buyer.headers, '01033334444');
    const second = latestCode('01033334444');
    if (second !== first) {
      const old = await ctx.app.inject({
        method: 'POST',
        url: verifyUrl(first),
        headers: buyer.headers,
        payload: requiredOnly,
      });
      expect(old.statusCode).toBe(400);
    }
    const fresh = await ctx.app.inject({
      method: 'POST',
      url: verifyUrl(second),
      headers: buyer.headers,
      payload: requiredOnly,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('asks for a code first when none was requested', async () => {
    const buyer = await newBuyerWithoutPhone();
    const response = await ctx.app.inject({
      method: 'POST',
      url: verifyUrl('1234'),
      headers: buyer.headers,
      payload: requiredOnly,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('인증번호를 먼저 요청해 주세요.');
  });

  it('allows five codes per phone in an hour', async () => {
    const buyer = await newBuyerWithoutPhone();
    for (let index = 0; index < 5; index += 1) {
      expect((await requestCode(buyer.headers, '01044445555')).statusCode).toBe(200);
    }
    const sixth = await requestCode(buyer.headers, '01044445555');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      '인증번호 요청이 너무 많아요. 1시간 뒤에 다시 시도해 주세요.',
    );
    // The clock did not move: the first of the five leaves the hour in exactly an hour.
    expect(sixth.headers['retry-after']).toBe('3600');
    // The words follow the clock as Retry-After does.
    current = new Date(current.getTime() + 45 * 60_000);
    const later = await requestCode(buyer.headers, '01044445555');
    expect(later.headers['retry-after']).toBe('900');
    expect(later.json().message).toBe('인증번호 요청이 너무 많아요. 15분 뒤에 다시 시도해 주세요.');
    current = new Date(current.getTime() + 16 * 60_000);
    expect((await requestCode(buyer.headers, '01044445555')).statusCode).toBe(200);
  });

  it('allows twenty codes per IP in an hour, whatever the phones', async () => {
    const buyer = await newBuyerWithoutPhone();
    for (let index = 0; index < 20; index += 1) {
      const phone = `0106666${String(index).padStart(4, '0')}`;
      expect((await requestCode(buyer.headers, phone, '198.51.100.9')).statusCode).toBe(200);
    }
    const over = await requestCode(buyer.headers, '01077778888', '198.51.100.9');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('3600');
    expect(over.json().message).toBe('인증번호 요청이 너무 많아요. 1시간 뒤에 다시 시도해 주세요.');
    expect((await requestCode(buyer.headers, '01077778888', '198.51.100.10')).statusCode).toBe(200);
  });

  it('holds both limits when the requests arrive all at once', { tags: ['race'] }, async () => {
    const buyer = await newBuyerWithoutPhone();
    const racing = await Promise.all(
      Array.from({ length: 30 }, () => requestCode(buyer.headers, '01066550003', '198.51.100.20')),
    );
    const statuses = racing.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(ctx.app.deps.smsOutbox!.outbox('01066550003')).toHaveLength(5);

    const phones = Array.from(
      { length: 30 },
      (_, index) => `0106667${String(index).padStart(4, '0')}`,
    );
    const spread = await Promise.all(
      phones.map((phone) => requestCode(buyer.headers, phone, '198.51.100.21')),
    );
    expect(spread.filter((response) => response.statusCode === 200)).toHaveLength(20);
    const texted = phones.filter((phone) => ctx.app.deps.smsOutbox!.outbox(phone).length > 0);
    expect(texted).toHaveLength(20);
  });

  it.each([
    ['a phone with letters', { target: 'PHONE', payload: '010-abc' }],
    ['a too short phone', { target: 'PHONE', payload: '0101234' }],
    ['another target', { target: 'EMAIL', payload: '01012345678' }],
  ])('rejects %s with a Korean 400', async (_case, payload) => {
    const buyer = await newBuyerWithoutPhone();
    const response = await callEndpoint(ctx, requestPhoneVerification, {
      headers: buyer.headers,
      body: payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[가-힣]/);
  });

  it('rejects a code that is not four digits', async () => {
    const buyer = await newBuyerWithoutPhone();
    const response = await ctx.app.inject({
      method: 'POST',
      url: verifyUrl('12a4'),
      headers: buyer.headers,
      payload: requiredOnly,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('인증번호 4자리를 입력해 주세요.');
  });

  it('keeps the outbox for development only', async () => {
    const buyer = await newBuyerWithoutPhone();
    await requestCode(buyer.headers, '01099990000');
    const outbox = await callEndpoint(ctx, getDevelopmentSmsOutbox, {
      query: { phone: '01099990000' },
    });
    expect(outbox.json().data[0]).toMatchObject({
      phone: '01099990000',
      code: latestCode('01099990000'),
    });

    const production = await buildApp({ database: ctx.database, settings: { env: 'production' } });
    try {
      const hidden = await production.inject({
        method: 'GET',
        url: endpointUrl(getDevelopmentSmsOutbox),
      });
      expect(hidden.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('when the SMS gateway fails', () => {
  it('answers 502 and leaves no code that could be used', async () => {
    const failing: SmsSender = {
      send: async (_message: SmsMessage) => {
        throw new Error('gateway down');
      },
    };
    const ctx = await createTestApp({ seed: false, sms: failing });
    try {
      const buyer = await createBuyer(ctx, { phone: null, phoneVerifiedAt: null });
      const response = await callEndpoint(ctx, requestPhoneVerification, {
        headers: buyer.headers,
        body: { target: 'PHONE', payload: '01012341234' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(
        '인증번호를 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
      );
      expect(await ctx.database.db.select().from(phoneVerifications)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
