import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEstimationDetail,
  getPurchaseHistoryDetail,
  listEstimationsByQuotation,
  listPendingHistory,
  listQuotationsAwaitingSelection,
  listReviewHistory,
  listSelectedHistory,
  reportSeller,
  selectEstimation,
  submitProductReview,
  type Endpoint,
} from '@quotemarket/contract';
import { callEndpoint, endpointUrl, type CallOptions } from '../testing/call-endpoint';
import { createSeller } from '../testing/factories';
import { selectionBody } from '../testing/quotation-fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';

/** Every buyer endpoint of the quote screens, with a request that would otherwise be valid. */
const calls: { endpoint: Endpoint; options?: CallOptions }[] = [
  { endpoint: listQuotationsAwaitingSelection },
  { endpoint: listEstimationsByQuotation, options: { query: { quotationId: 1 } } },
  { endpoint: getEstimationDetail, options: { params: { id: 1 } } },
  { endpoint: selectEstimation, options: { body: selectionBody(1) } },
  { endpoint: listSelectedHistory },
  { endpoint: listPendingHistory },
  { endpoint: getPurchaseHistoryDetail, options: { params: { id: 1 } } },
  {
    endpoint: reportSeller,
    options: { body: { content: '신고해요', sellerId: 1, productId: 1 } },
  },
  {
    endpoint: submitProductReview,
    options: { body: { sellerId: 1, productId: 1, rating: 5, review: '좋아요' } },
  },
  { endpoint: listReviewHistory },
].map((call) => ({ ...call, url: endpointUrl(call.endpoint, call.options) }));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

describe.each(calls)('$endpoint.method $url', ({ endpoint, options }) => {
  const send = (headers: Record<string, string> = {}) =>
    callEndpoint(ctx, endpoint, { ...options, headers });

  it('asks for a login without a token', async () => {
    const response = await send();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status_code: 401,
      message: '로그인이 필요해요.',
      data: null,
    });
  });

  it("refuses a dealer's token", async () => {
    const dealer = await createSeller(ctx, []);
    const response = await send(dealer.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('구매자 계정으로만 이용할 수 있어요.');
  });
});
