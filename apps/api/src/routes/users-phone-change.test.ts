import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  getProfile,
  listSellerDeals,
  phoneChangeNeedsVerificationMessage,
  requestPhoneVerification,
  updateProfile,
  verifyPhone,
} from '@quotemarket/contract';
import { consents, phoneVerifications, users } from '../db/schema';
import { callEndpoint, callForEnvelope, callRejected } from '../testing/call-endpoint';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import {
  createQuoteRequest,
  phoneQuote,
  postSelection,
  selectionBody,
} from '../testing/quotation-fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';

const requiredConsents = {
  userAgreementList: [
    { term: 'PRIVACY', agreed: true },
    { term: 'THIRDPARTY', agreed: true },
    { term: 'UNIQUEID', agreed: true },
    { term: 'SERVICE', agreed: true },
    { term: 'MARKETING', agreed: false },
  ],
  isConsented: true,
};

let ctx: TestContext;
let current = new Date('2031-03-02T09:00:00.000Z');
beforeAll(async () => {
  ctx = await createTestApp({ now: () => current });
});
afterAll(() => ctx.close());

/** Moves the app's clock on, so each verification has its own time. */
const tick = () => {
  current = new Date(current.getTime() + 60_000);
  return current;
};

/** PATCH /v2/users/profile with a form built as a browser's FormData builds it. */
async function patchProfile(headers: Record<string, string>, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return callEndpoint(ctx, updateProfile, {
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function sendCode(headers: Record<string, string>, phone: string) {
  await callForEnvelope(ctx, requestPhoneVerification, {
    headers,
    body: { target: 'PHONE', payload: phone },
  });
  return ctx.app.deps.smsOutbox!.outbox(phone)[0]!.code;
}

const confirm = (headers: Record<string, string>, code: string, body: object = {}) =>
  callEndpoint(ctx, verifyPhone, { headers, params: { code }, body });

/** A buyer who verified `phone` through the real flow, consents included. */
async function verifiedBuyer(phone: string) {
  const buyer = await createBuyer(ctx, { phone: null, phoneVerifiedAt: null });
  tick();
  const code = await sendCode(buyer.headers, phone);
  expect((await confirm(buyer.headers, code, requiredConsents)).statusCode).toBe(200);
  return buyer;
}

async function storedPhone(userId: number) {
  const [row] = await ctx.database.db
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/** The rule of this file: the stored phone is always the last number whose code was confirmed. */
async function expectPhoneIsLastVerified(userId: number) {
  const [last] = await ctx.database.db
    .select({ phone: phoneVerifications.phone, verifiedAt: phoneVerifications.verifiedAt })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), isNotNull(phoneVerifications.verifiedAt)))
    .orderBy(desc(phoneVerifications.verifiedAt), desc(phoneVerifications.id))
    .limit(1);
  expect(await storedPhone(userId)).toEqual({ phone: last!.phone, verifiedAt: last!.verifiedAt });
}

const unverifiedChange = {
  status_code: 400,
  message: phoneChangeNeedsVerificationMessage,
  data: { phoneNumber: phoneChangeNeedsVerificationMessage },
};

describe('changing the phone number', () => {
  it('refuses a new number without a code, with a Korean 400 envelope, and keeps the verified one', async () => {
    const buyer = await verifiedBuyer('01011110001');
    const before = await storedPhone(buyer.user.id);

    for (const phoneNumber of ['01022220001', '010-2222-0001']) {
      const response = await patchProfile(buyer.headers, { phoneNumber });
      expect(response.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(response.json())).toEqual(unverifiedChange);
    }
    // Sent beside another field, the number still stops the whole form.
    const mixed = await patchProfile(buyer.headers, {
      nickname: '바뀌면 안 돼요',
      phoneNumber: '01022220001',
    });
    expect(mixed.json()).toEqual(unverifiedChange);

    expect(await storedPhone(buyer.user.id)).toEqual(before);
    const profile = await callForEnvelope(ctx, getProfile, { headers: buyer.headers });
    expect(profile.data).toMatchObject({ phoneNumber: '01011110001', nickname: '지현' });
    await expectPhoneIsLastVerified(buyer.user.id);
  });

  it('refuses any number from a buyer who never verified one', async () => {
    const buyer = await createBuyer(ctx, { phone: null, phoneVerifiedAt: null });
    const response = await patchProfile(buyer.headers, { phoneNumber: '01022220002' });
    expect(response.json()).toEqual(unverifiedChange);
    expect(await storedPhone(buyer.user.id)).toEqual({ phone: null, verifiedAt: null });
  });

  it('accepts the verified number repeated, changing nothing', async () => {
    const buyer = await verifiedBuyer('01011110003');
    const before = await storedPhone(buyer.user.id);
    const response = await patchProfile(buyer.headers, { phoneNumber: '010-1111-0003' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.phoneNumber).toBe('01011110003');
    expect(await storedPhone(buyer.user.id)).toEqual(before);
  });

  it('replaces the phone once a code texted to the new number is confirmed, keeping the consents', async () => {
    const buyer = await verifiedBuyer('01011110004');
    const consentsBefore = await ctx.database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, buyer.user.id));

    const verifiedAt = tick();
    const code = await sendCode(buyer.headers, '01022220004');
    // Requesting a code alone changes nothing.
    expect((await storedPhone(buyer.user.id)).phone).toBe('01011110004');

    // A number change sends no consents: the ones already given stay.
    const confirmed = await callForEnvelope(ctx, verifyPhone, {
      headers: buyer.headers,
      params: { code },
      body: {},
    });
    expect(confirmed.message).toBe('인증이 완료되었어요.');
    expect(confirmed.data).toEqual({ phone: '01022220004', verifiedAt: verifiedAt.toISOString() });

    expect(await storedPhone(buyer.user.id)).toEqual({ phone: '01022220004', verifiedAt });
    const profile = await callForEnvelope(ctx, getProfile, { headers: buyer.headers });
    expect(profile.data.phoneNumber).toBe('01022220004');
    expect(
      await ctx.database.db.select().from(consents).where(eq(consents.userId, buyer.user.id)),
    ).toEqual(consentsBefore);
    await expectPhoneIsLastVerified(buyer.user.id);

    // The form may now repeat the new number, not the old one.
    expect((await patchProfile(buyer.headers, { phoneNumber: '01022220004' })).statusCode).toBe(
      200,
    );
    expect((await patchProfile(buyer.headers, { phoneNumber: '01011110004' })).json()).toEqual(
      unverifiedChange,
    );
  });

  it('takes consents given to an earlier version of the terms: revisions apply by notice', async () => {
    const buyer = await verifiedBuyer('01011110009');
    await ctx.database.db
      .update(consents)
      .set({ version: '2025-06-20' })
      .where(eq(consents.userId, buyer.user.id));

    const code = await sendCode(buyer.headers, '01022220009');
    const confirmed = await confirm(buyer.headers, code);

    expect(confirmed.statusCode).toBe(200);
    expect((await storedPhone(buyer.user.id)).phone).toBe('01022220009');
  });

  it('keeps the old number when the code for the new one is wrong', async () => {
    const buyer = await verifiedBuyer('01011110005');
    const code = await sendCode(buyer.headers, '01022220005');
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const refused = await callRejected(ctx, verifyPhone, {
      headers: buyer.headers,
      params: { code: wrong },
      body: {},
    });
    expect(refused).toMatchObject({ status: 400, message: '인증번호가 올바르지 않아요.' });
    expect((await storedPhone(buyer.user.id)).phone).toBe('01011110005');
    await expectPhoneIsLastVerified(buyer.user.id);
  });

  it('does not let a code confirmed for number A change the phone to B', async () => {
    const buyer = await verifiedBuyer('01011110006');
    tick();
    const codeForA = await sendCode(buyer.headers, '01033330006');
    expect((await confirm(buyer.headers, codeForA)).statusCode).toBe(200);

    const toB = await patchProfile(buyer.headers, { phoneNumber: '01044440006' });
    expect(toB.json()).toEqual(unverifiedChange);
    expect((await storedPhone(buyer.user.id)).phone).toBe('01033330006');

    // A's code again, after a code was sent to B, is not B's code (and is spent besides).
    await sendCode(buyer.headers, '01044440006');
    const reused = await confirm(buyer.headers, codeForA);
    const codeForB = ctx.app.deps.smsOutbox!.outbox('01044440006')[0]!.code;
    if (codeForA !== codeForB) expect(reused.statusCode).toBe(400);
    expect((await storedPhone(buyer.user.id)).phone).toBe(
      reused.statusCode === 200 ? '01044440006' : '01033330006',
    );
    await expectPhoneIsLastVerified(buyer.user.id);
  });

  it('asks for the required consents when a buyer without any confirms a code without them', async () => {
    const buyer = await createBuyer(ctx, { phone: null, phoneVerifiedAt: null });
    const code = await sendCode(buyer.headers, '01022220007');
    const refused = await callRejected(ctx, verifyPhone, {
      headers: buyer.headers,
      params: { code },
      body: {},
    });
    expect(refused).toMatchObject({ status: 400, message: '필수 약관에 동의해 주세요.' });
    expect(await storedPhone(buyer.user.id)).toEqual({ phone: null, verifiedAt: null });
    expect(
      await ctx.database.db
        .select()
        .from(consents)
        .where(and(eq(consents.userId, buyer.user.id), isNull(consents.withdrawnAt))),
    ).toEqual([]);
  });

  it('hands a dealer selected after the change the new verified number', async () => {
    const buyer = await verifiedBuyer('01011110008');
    const code = await sendCode(buyer.headers, '01022220008');
    expect((await confirm(buyer.headers, code)).statusCode).toBe(200);

    const product = await createProduct(ctx);
    const dealer = await createSeller(ctx, [1]);
    const request = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      quotes: [phoneQuote(dealer.seller.id)],
    });
    const selected = await postSelection(ctx, buyer.headers, selectionBody(request.quotes[0]!.id));
    expect(selected.statusCode).toBe(200);

    const deals = await callForEnvelope(ctx, listSellerDeals, { headers: dealer.headers });
    expect(deals.data.list).toHaveLength(1);
    expect(deals.data.list[0]!.buyerPhone).toBe('010-2222-0008');
  });
});

describe('changing the nickname and email', () => {
  it('saves each with the server message', async () => {
    const buyer = await verifiedBuyer('01011110009');
    const nickname = await patchProfile(buyer.headers, { nickname: ' 새 닉네임 ' });
    expect(nickname.json()).toMatchObject({
      status_code: 200,
      message: '프로필을 저장했어요.',
      data: { nickname: '새 닉네임', phoneNumber: '01011110009' },
    });
    const email = await patchProfile(buyer.headers, { email: 'new@example.com' });
    expect(email.json()).toMatchObject({ data: { email: 'new@example.com' } });
    await expectPhoneIsLastVerified(buyer.user.id);
  });

  it.each([
    [{ nickname: '가'.repeat(21) }, '닉네임은 20자까지 쓸 수 있어요.', 'nickname'],
    [{ nickname: '   ' }, '닉네임을 입력해 주세요.', 'nickname'],
    [{ email: 'not-an-email' }, '이메일 주소를 정확히 입력해 주세요.', 'email'],
    [{ phoneNumber: '01212345678' }, '휴대폰 번호를 다시 확인해 주세요.', 'phoneNumber'],
    [{ hobby: '등산' }, '프로필을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.', null],
  ])('answers %o with a Korean 400 the app shows as it is', async (fields, message, field) => {
    const buyer = await createBuyer(ctx);
    const response = await patchProfile(buyer.headers, fields);
    expect(apiErrorBodySchema.parse(response.json())).toEqual({
      status_code: 400,
      message,
      data: field ? { [field]: message } : null,
    });
  });
});
