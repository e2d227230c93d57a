import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompanyInfo, submitInquiry } from '@quotemarket/contract';
import { companyInfo } from '@quotemarket/contract/testing';
import { inquiries } from '../db/schema';
import { createBuyer } from '../testing/factories';
import { dataOf } from '../testing/quotation-fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl } from '../testing/call-endpoint';

const companyUrl = endpointUrl(getCompanyInfo);
const inquiryUrl = endpointUrl(submitInquiry);

const configured = companyInfo({ companyName: '테스트마켓 주식회사', representative: '박대표' });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    seed: false,
    settings: {
      company: configured,
      rateLimits: { inquiriesPerAddress: { max: 2, windowMs: 60 * 60_000 } },
    },
  });
});
afterAll(() => ctx.close());

const validInquiry = {
  category: 'purchase',
  message: '  구매 신청한 판매점에서 아직 연락이 없어요.  ',
  email: ' buyer@example.com ',
  consent: true,
};

/** Each inquiry from its own address, so the per-address limit is this file's one test's business. */
let nextAddress = 1;
const fromNewAddress = () => `203.0.113.${nextAddress++}`;

describe(`GET ${companyUrl}`, () => {
  it('answers anyone with the configured company details, cacheable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: companyUrl });
    expect(response.statusCode).toBe(200);
    expect(dataOf(getCompanyInfo, response)).toEqual(configured);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('answers the demo company when none is configured (outside production)', async () => {
    const demo = await createTestApp({ seed: false });
    try {
      const response = await demo.app.inject({ method: 'GET', url: companyUrl });
      expect(dataOf(getCompanyInfo, response)).toMatchObject({
        companyName: '견적마켓 주식회사',
        businessRegistrationNumber: '123-45-67891',
      });
    } finally {
      await demo.close();
    }
  });
});

describe(`POST ${inquiryUrl}`, () => {
  it('receives a guest’s inquiry as 접수, trimmed, without a buyer', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: inquiryUrl,
      remoteAddress: fromNewAddress(),
      payload: validInquiry,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('문의를 접수했어요');
    const { inquiryId, status } = dataOf(submitInquiry, response);
    expect(status).toBe('received');
    const [row] = await ctx.database.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(row).toMatchObject({
      buyerId: null,
      category: 'purchase',
      message: '구매 신청한 판매점에서 아직 연락이 없어요.',
      replyEmail: 'buyer@example.com',
      status: 'received',
      answeredAt: null,
    });
  });

  it('ties a signed-in buyer’s inquiry to the buyer', async () => {
    const buyer = await createBuyer(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: inquiryUrl,
      headers: buyer.headers,
      remoteAddress: fromNewAddress(),
      payload: { ...validInquiry, category: 'account' },
    });
    const { inquiryId } = dataOf(submitInquiry, response);
    const [row] = await ctx.database.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(row).toMatchObject({ buyerId: buyer.user.id, category: 'account' });
  });

  it.each([
    ['an unknown category', { category: 'refund' }, '문의 유형을 선택해 주세요.'],
    ['an empty message', { message: '   ' }, '문의 내용을 입력해 주세요.'],
    ['a short message', { message: '연락 없음' }, '문의 내용을 10자 이상 입력해 주세요.'],
    ['a long message', { message: '가'.repeat(2001) }, '문의 내용은 2000자까지 입력할 수 있어요.'],
    ['no e-mail', { email: ' ' }, '답변받을 이메일 주소를 입력해 주세요.'],
    ['a malformed e-mail', { email: 'buyer@example' }, '이메일 주소를 정확히 입력해 주세요.'],
    ['no consent', { consent: false }, '답변을 위한 이메일 수집에 동의해 주세요.'],
  ])(
    'refuses %s with a 400 and the form’s message, storing nothing',
    async (_case, change, message) => {
      const before = await ctx.database.db.$count(inquiries);
      const response = await ctx.app.inject({
        method: 'POST',
        url: inquiryUrl,
        remoteAddress: fromNewAddress(),
        payload: { ...validInquiry, ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status_code: 400, message, data: null });
      expect(await ctx.database.db.$count(inquiries)).toBe(before);
    },
  );

  it('answers a missing field with a 400 naming it', async () => {
    const { consent: _consent, ...withoutConsent } = validInquiry;
    const response = await ctx.app.inject({
      method: 'POST',
      url: inquiryUrl,
      remoteAddress: fromNewAddress(),
      payload: withoutConsent,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data)).toEqual(['consent']);
  });

  it('takes a few inquiries an hour from one address, then a 429 saying when to try again', async () => {
    const address = fromNewAddress();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: inquiryUrl,
        remoteAddress: address,
        payload: validInquiry,
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^문의가 너무 많아요\. .+ 뒤에 다시 시도해 주세요\.$/);
  });
});
