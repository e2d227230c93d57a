import {
  dealDocumentMessages,
  getDealDocument,
  getSellerDealDocument,
  getSharedDealDocument,
  revokeDealDocumentShare,
  shareDealDocument,
} from '@quotemarket/contract';
import { answer, type RouteModule } from '../http/router';
import {
  createDealDocumentShare,
  findBuyerDealDocument,
  findSellerDealDocument,
  findSharedDealDocument,
  revokeDealDocumentShares,
} from '../domain/quotations/deal-document';

/**
 * The 견적서 of a deal: the buyer's copy with its share link, the link's public read, and the
 * winning dealer's copy. Not answer-cached: the share state changes with the clock and the buyer.
 */
export const dealDocumentRoutes: RouteModule = (mount, { db, now }) => {
  mount(getDealDocument, async ({ params, auth }) =>
    findBuyerDealDocument(db, auth.userId, params.id, now()),
  );

  mount(shareDealDocument, async ({ params, auth }) =>
    answer(await createDealDocumentShare(db, auth.userId, params.id, now()), {
      message: dealDocumentMessages.shared,
    }),
  );

  mount(revokeDealDocumentShare, async ({ params, auth }) => {
    await revokeDealDocumentShares(db, auth.userId, params.id, now());
    return answer(null, { message: dealDocumentMessages.shareRevoked });
  });

  mount(getSharedDealDocument, async ({ query }) => findSharedDealDocument(db, query.token, now()));

  mount(getSellerDealDocument, async ({ params, auth }) =>
    findSellerDealDocument(db, auth.sellerId, params.id),
  );
};
