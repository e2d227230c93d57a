import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillPathParams,
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
  toApiUrl,
  type Endpoint,
} from '@quotemarket/contract';
import { createSeller } from '../testing/factories';
import { selectionBody } from '../testing/quotation-fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';

/** Every buyer endpoint of the quote screens, with a request that would otherwise be valid. */
const calls: { endpoint: Endpoint; url: string; payload?: object }[] = [
  { endpoint: listQuotationsAwaitingSelection, url: '' },
  { endpoint: listEstimationsByQuotation, url: '?quotationId=1' },
  { endpoint: getEstimationDetail, url: '' },
  { endpoint: selectEstimation, url: '', payload: selectionBody(1) },
  { endpoint: listSelectedHistory, url: '' },
  { endpoint: listPendingHistory, url: '' },
  { endpoint: getPurchaseHistoryDetail, url: '' },
  { endpoint: reportSeller, url: '', payload: { content: '신고해요', sellerId: 1, productId: 1 } },
  {
    endpoint: submitProductReview,
    url: '',
    payload: { sellerId: 1, productId: 1, rating: 5, review: '좋아요' },
  },
  { endpoint: listReviewHistory, url: '' },
].map((call) => ({
  ...call,
  url:
    toApiUrl(
      fillPathParams(call.endpoint.path, call.endpoint.path.includes(':id') ? { id: 1 } : {}),
    ) + call.url,
}));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

describe.each(calls)('$endpoint.method $url', ({ endpoint, url, payload }) => {
  const send = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: endpoint.method, url, headers, ...(payload && { payload }) });

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
