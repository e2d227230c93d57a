// Test-only helpers of the conversation tests (issue 43): a buyer's request with one store's quote
// to talk about, and a text message sent through the API.
import { type sendBuyerMessage, type sendDealerMessage } from '@quotemarket/contract';
import { createBuyer, createSeller } from './factories';
import { createQuoteRequest, phoneQuote } from './quotation-fixtures';
import { callOk } from './seller-kit';
import type { TestContext } from './test-app';

/** A buyer's open phone request for `productId` with a quote from 강남 모바일: their conversation. */
export async function createConversation(ctx: TestContext, productId: number) {
  const buyer = await createBuyer(ctx);
  const dealer = await createSeller(ctx, [1], { storeName: '강남 모바일' });
  const { quotation, quotes } = await createQuoteRequest(ctx, {
    buyerId: buyer.user.id,
    productId,
    categoryId: 1,
    quotes: [phoneQuote(dealer.seller.id)],
  });
  return { buyer, dealer, quotationId: quotation.id, estimationId: quotes[0]!.id };
}

/** Sends `body` as the buyer (`sendBuyerMessage`) or the store (`sendDealerMessage`); answers the message. */
export const sendText = (
  ctx: TestContext,
  endpoint: typeof sendBuyerMessage | typeof sendDealerMessage,
  caller: { headers: Record<string, string> },
  estimationId: number,
  body: string,
) =>
  callOk(
    ctx,
    endpoint,
    { headers: caller.headers, params: { id: estimationId }, body: { body } },
    201,
  );
