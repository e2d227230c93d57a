import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveDealerApplication,
  businessRegistrationNumberMessages,
  dealerApplicationMessages,
  getDealerApplication,
  getDealerApplicationProgress,
  getDealerPasswordLink,
  getSellerStorePage,
  listAuditLog,
  listDealerApplications,
  maxPageSize,
  rejectDealerApplication,
  requestApplicantPhoneCode,
  sellerLogin,
  setDealerPassword,
  submitDealerApplication,
  verificationCodeMessages,
  verifyApplicantPhoneCode,
  type DealerApplicationFields,
} from '@quotemarket/contract';
import { dealerApplications, sellerCategories, sellers } from '../db/schema';
import { createOperator } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { callEndpoint, callForEnvelope, callRejected, endpointUrl } from '../testing/call-endpoint';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A different phone, 사업자등록번호 and e-mail per applicant, so tests do not meet. */
let applicants = 0;
function nextApplicant() {
  applicants += 1;
  const serial = String(applicants).padStart(4, '0');
  return {
    phone: `0107777${serial}`,
    email: `store-${randomUUID().slice(0, 8)}@example.kr`,
  };
}

/** A 사업자등록번호 with a right check digit: nine digits, then the NTS check digit. */
function businessNumber(seed: number): string {
  const nine = String(100_000_000 + seed).slice(-9);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const digits = Array.from(nine, Number);
  const sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  const check = (10 - ((sum + Math.floor((digits[8]! * 5) / 10)) % 10)) % 10;
  return `${nine}${check}`;
}

const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#eeeeee' } })
    .jpeg()
    .toBuffer();

/** The form as the console's FormData sends it. */
function applicationForm(fields: Record<string, string>, certificate?: Buffer) {
  const boundary = `----quotemarket${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (certificate) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="certificate"; filename="cert.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      certificate,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function provePhone(phone: string): Promise<string> {
  await callForEnvelope(ctx, requestApplicantPhoneCode, { body: { phone } });
  const code = ctx.app.deps.smsOutbox!.outbox(phone)[0]!.code;
  const verified = await callForEnvelope(ctx, verifyApplicantPhoneCode, { body: { phone, code } });
  return verified.data.phoneProof;
}

let numbers = 0;
async function fieldsFor(overrides: Partial<DealerApplicationFields> = {}) {
  const applicant = nextApplicant();
  numbers += 1;
  const phone = overrides.phone ?? applicant.phone;
  return {
    storeName: '성수 모바일',
    businessRegistrationNumber: businessNumber(numbers * 7919),
    representative: '김대표',
    address: '서울 성동구 성수이로 1',
    phone,
    phoneProof: overrides.phoneProof ?? (await provePhone(phone)),
    email: applicant.email,
    categories: '1,2',
    consent: 'true',
    ...overrides,
  } satisfies Record<keyof DealerApplicationFields, string>;
}

function submit(fields: Record<string, string>, certificate?: Buffer) {
  const form = applicationForm(fields, certificate);
  return ctx.app.inject({
    method: 'POST',
    url: endpointUrl(submitDealerApplication),
    headers: form.headers,
    payload: form.payload,
  });
}

async function apply(overrides: Partial<DealerApplicationFields> = {}) {
  const fields = await fieldsFor(overrides);
  const response = await submit(fields, await photo());
  expect(response.statusCode, response.body).toBe(201);
  const { statusToken } = response.json().data as { statusToken: string };
  const [row] = await ctx.database.db.query.dealerApplications.findMany({
    where: (table, { eq: equals }) => equals(table.email, fields.email),
  });
  return { fields, statusToken, id: row!.id };
}

describe('a store applies', () => {
  it('refuses a 사업자등록번호 with a wrong check digit, in Korean, naming the field', async () => {
    const fields = await fieldsFor({ businessRegistrationNumber: '220-81-62518' });
    const response = await submit(fields, await photo());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(businessRegistrationNumberMessages.checkDigit);
  });

  it('needs the phone verified by its texted code, and the proof works once', async () => {
    const unproven = await fieldsFor({ phoneProof: 'made-up' });
    const refused = await submit(unproven, await photo());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(dealerApplicationMessages.phoneNotVerified);

    const wrong = nextApplicant();
    await callForEnvelope(ctx, requestApplicantPhoneCode, { body: { phone: wrong.phone } });
    const code = ctx.app.deps.smsOutbox!.outbox(wrong.phone)[0]!.code;
    const mistyped = code === '0000' ? '0001' : '0000';
    expect(
      await callRejected(ctx, verifyApplicantPhoneCode, {
        body: { phone: wrong.phone, code: mistyped },
      }),
    ).toMatchObject({ status: 400, message: verificationCodeMessages.wrongCode });

    const { fields } = await apply();
    const again = await submit(
      { ...fields, businessRegistrationNumber: businessNumber(31), email: 'again@example.kr' },
      await photo(),
    );
    expect(again.json().message).toBe(dealerApplicationMessages.phoneNotVerified);
  });

  it('needs the certificate photo, and takes only a real image', async () => {
    const fields = await fieldsFor();
    const missing = await submit(fields);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(dealerApplicationMessages.certificateRequired);
    const notAnImage = await submit(await fieldsFor(), Buffer.from('GIF89a not a photo'));
    expect(notAnImage.statusCode).toBe(400);
  });

  it('keeps one open application per 사업자등록번호 and per e-mail', async () => {
    const first = await apply();
    const sameNumber = await submit(
      await fieldsFor({ businessRegistrationNumber: first.fields.businessRegistrationNumber }),
      await photo(),
    );
    expect(sameNumber.statusCode).toBe(409);
    expect(sameNumber.json().message).toBe(dealerApplicationMessages.openApplicationExists);
    const sameEmail = await submit(await fieldsFor({ email: first.fields.email }), await photo());
    expect(sameEmail.statusCode).toBe(409);
  });

  it('texts the private status link, which shows 접수', async () => {
    const { fields, statusToken } = await apply();
    const texted = ctx.app.deps.smsOutbox!.outbox(fields.phone)[0]!;
    expect(texted.text).toContain(`/seller/apply/status?token=${statusToken}`);
    const progress = await callForEnvelope(ctx, getDealerApplicationProgress, {
      query: { token: statusToken },
    });
    expect(progress.data).toMatchObject({
      status: 'received',
      storeName: '성수 모바일',
      rejectionReason: null,
    });
    expect(progress.data.businessRegistrationNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    expect(
      await callRejected(ctx, getDealerApplicationProgress, { query: { token: 'guess' } }),
    ).toMatchObject({ status: 404, message: dealerApplicationMessages.statusLinkInvalid });
  });
});

describe('operators decide', () => {
  it('approve: the dealer exists (categories, 사업자 확인), sets a password once and logs in', async () => {
    const { fields, id, statusToken } = await apply();
    const operator = await createOperator(ctx, 'OPERATOR');
    const approved = await callForEnvelope(ctx, approveDealerApplication, {
      headers: operator.headers,
      params: { id },
    });
    expect(approved.data).toMatchObject({ status: 'approved', decidedBy: { name: '최운영' } });
    const sellerId = approved.data.sellerId!;
    const [seller] = await ctx.database.db.select().from(sellers).where(eq(sellers.id, sellerId));
    expect(seller!.businessVerifiedAt?.toISOString()).toBe(approved.data.decidedAt);
    const categories = await ctx.database.db
      .select()
      .from(sellerCategories)
      .where(eq(sellerCategories.sellerId, sellerId));
    expect(categories.map((row) => row.categoryId).sort()).toEqual([1, 2]);

    const store = await callForEnvelope(ctx, getSellerStorePage, { query: { userId: sellerId } });
    expect(store.data.seller.businessVerifiedAt).toBe(approved.data.decidedAt);

    // No password works before the link is used.
    const early = await callEndpoint(ctx, sellerLogin, {
      body: { email: fields.email, password: 'anything-at-all' },
    });
    expect(early.statusCode).toBe(401);

    const text = ctx.app.deps.smsOutbox!.outbox(fields.phone)[0]!.text;
    const token = decodeURIComponent(/set-password\?token=([^\s]+)/.exec(text)![1]!);
    const link = await callForEnvelope(ctx, getDealerPasswordLink, { query: { token } });
    expect(link.data).toMatchObject({ email: fields.email, storeName: '성수 모바일' });
    expect(
      await callRejected(ctx, setDealerPassword, { body: { token, password: 'short' } }),
    ).toMatchObject({ status: 400, message: dealerApplicationMessages.passwordTooShort });
    await callForEnvelope(ctx, setDealerPassword, {
      body: { token, password: 'a-long-dealer-password' },
    });
    expect(
      await callRejected(ctx, setDealerPassword, {
        body: { token, password: 'another-long-password' },
      }),
    ).toMatchObject({ status: 404, message: dealerApplicationMessages.passwordLinkInvalid });
    await callForEnvelope(ctx, sellerLogin, {
      body: { email: fields.email, password: 'a-long-dealer-password' },
    });

    const progress = await callForEnvelope(ctx, getDealerApplicationProgress, {
      query: { token: statusToken },
    });
    expect(progress.data.status).toBe('approved');
  });

  it('reject: the applicant reads the reason on the status page and by text; the number may apply again', async () => {
    const { fields, id, statusToken } = await apply();
    const operator = await createOperator(ctx, 'ADMIN');
    expect(
      await callRejected(ctx, rejectDealerApplication, {
        headers: operator.headers,
        params: { id },
        body: { reason: '   ' },
      }),
    ).toMatchObject({ status: 400, message: dealerApplicationMessages.rejectionReasonRequired });
    const reason = '사업자등록증 사진이 흐려서 확인할 수 없어요.';
    await callForEnvelope(ctx, rejectDealerApplication, {
      headers: operator.headers,
      params: { id },
      body: { reason },
    });
    const progress = await callForEnvelope(ctx, getDealerApplicationProgress, {
      query: { token: statusToken },
    });
    expect(progress.data).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(ctx.app.deps.smsOutbox!.outbox(fields.phone)[0]!.text).toContain(reason);
    expect(
      await callRejected(ctx, approveDealerApplication, {
        headers: operator.headers,
        params: { id },
      }),
    ).toMatchObject({ status: 409, message: dealerApplicationMessages.alreadyDecided });
    await apply({
      businessRegistrationNumber: fields.businessRegistrationNumber,
      email: fields.email,
    });
  });

  it('leaves one audit row per decision, with the reason', async () => {
    const approvedOne = await apply();
    const rejectedOne = await apply();
    const operator = await createOperator(ctx, 'OPERATOR');
    await callForEnvelope(ctx, approveDealerApplication, {
      headers: operator.headers,
      params: { id: approvedOne.id },
    });
    await callForEnvelope(ctx, rejectDealerApplication, {
      headers: operator.headers,
      params: { id: rejectedOne.id },
      body: { reason: '업종이 맞지 않아요.' },
    });
    const log = await callForEnvelope(ctx, listAuditLog, {
      headers: operator.headers,
      query: { operatorId: operator.operator.id },
    });
    expect(
      log.data.list.map(({ action, target, before, after, reason }) => ({
        action,
        target,
        before,
        after: after && { status: after.status },
        reason,
      })),
    ).toEqual([
      {
        action: 'dealer.reject',
        target: { type: 'dealerApplication', id: rejectedOne.id, label: '성수 모바일' },
        before: { status: 'received' },
        after: { status: 'rejected' },
        reason: '업종이 맞지 않아요.',
      },
      {
        action: 'dealer.approve',
        target: { type: 'dealerApplication', id: approvedOne.id, label: '성수 모바일' },
        before: { status: 'received' },
        after: { status: 'approved' },
        reason: null,
      },
    ]);
  });

  it('orders the list by the column asked, either way, and refuses a column it does not have', async () => {
    const submitted = async (storeName: string, day: number) => {
      const { id } = await apply({ storeName });
      await ctx.database.db
        .update(dealerApplications)
        .set({ submittedAt: new Date(Date.UTC(2026, 0, day)) })
        .where(eq(dealerApplications.id, id));
      return id;
    };
    const oldest = await submitted('정렬 모바일 가', 1);
    const newest = await submitted('정렬 모바일 나', 3);
    const middle = await submitted('정렬 모바일 다', 2);
    const ours = [oldest, newest, middle];
    const viewer = await createOperator(ctx, 'VIEWER');
    // Every application of this file fits one page; the order of this test's three is what counts.
    const order = async (query: Record<string, string>) =>
      (
        await callForEnvelope(ctx, listDealerApplications, {
          headers: viewer.headers,
          query: { size: maxPageSize, ...query },
        })
      ).data.list
        .map((item) => item.id)
        .filter((id) => ours.includes(id));

    expect(await order({})).toEqual([newest, middle, oldest]);
    expect(await order({ sort: 'submittedAt', order: 'asc' })).toEqual([oldest, middle, newest]);
    expect(await order({ sort: 'storeName', order: 'asc' })).toEqual([oldest, newest, middle]);
    expect(await order({ sort: 'storeName', order: 'desc' })).toEqual([middle, newest, oldest]);
    expect(
      await callRejected(ctx, listDealerApplications, {
        headers: viewer.headers,
        query: { sort: 'businessNumber' },
      }),
    ).toMatchObject({ status: 400, message: '정해진 정렬 기준 중에서 골라 주세요.' });
  });

  it('lists by status, pages on the server, and shows the certificate only inside the detail', async () => {
    const { id } = await apply();
    const viewer = await createOperator(ctx, 'VIEWER');
    const received = await callForEnvelope(ctx, listDealerApplications, {
      headers: viewer.headers,
      query: { status: 'received', size: 2 },
    });
    expect(received.data.list.length).toBeLessThanOrEqual(2);
    expect(received.data.list.every((item) => item.status === 'received')).toBe(true);
    expect(received.data.totalPages).toBe(Math.ceil(received.data.totalElements / 2));
    expect(received.data.list[0]).not.toHaveProperty('certificateImage');
    const detail = await callForEnvelope(ctx, getDealerApplication, {
      headers: viewer.headers,
      params: { id },
    });
    expect(detail.data.certificateImage).toMatch(/^data:image\/jpeg;base64,/);
    // A 조회 전용 operator reads but cannot decide.
    expect(
      (
        await callRejected(ctx, approveDealerApplication, {
          headers: viewer.headers,
          params: { id },
        })
      ).status,
    ).toBe(403);
  });
});
