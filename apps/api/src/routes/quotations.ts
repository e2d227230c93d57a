import { notFoundMessage } from '@quotemarket/contract';
import {
  closeQuotation,
  doneMessages,
  getEstimationDetail,
  getPurchaseHistoryDetail,
  getQuotationMarketPrice,
  listEstimationsByQuotation,
  listPendingHistory,
  listQuotationsAwaitingSelection,
  listReviewHistory,
  listSelectedHistory,
  reportSeller,
  selectEstimation,
  submitProductReview,
} from '@quotemarket/contract';
import { notFound } from '../domain/shared/errors';
import { answer, type RouteModule } from '../http/router';
import {
  findEstimationsOfQuotation,
  findQuotationsAwaitingSelection,
} from '../domain/quotations/check';
import { findEstimationDetail } from '../domain/quotations/detail';
import {
  addReview,
  feedbackResultMessages,
  fileSellerReport,
  findReviewHistory,
} from '../domain/quotations/feedback';
import { findPendingHistory } from '../domain/quotations/pending-history';
import { findPurchaseDetail } from '../domain/quotations/purchase-detail';
import { findSelectedHistory } from '../domain/quotations/selected-history';
import { quotationMarketPrice } from '../domain/market/market-price';
import { chooseEstimation, selectionMessages } from '../domain/quotations/selection';
import { stopTakingQuotes } from '../domain/quotations/closing';
import { changeTags } from '../db/change-feed';
import { callerAnswers, requestMarketPriceAnswers } from './answer-caching';

/** A buyer's requests and the quotes on them (with each store's rating), open while their window is. */
const openQuotes = callerAnswers([changeTags.reviews], { untilWindowCloses: true });
/** A buyer's deals and reviews, with the stores' replies. */
const deals = callerAnswers([changeTags.reviews]);

/**
 * The buyer's side of quotes: checking them, choosing one or stopping them, the history, reports
 * and reviews.
 */
export const quotationRoutes: RouteModule = (mount, { db, now }) => {
  mount(
    listQuotationsAwaitingSelection,
    async ({ query, auth }) =>
      findQuotationsAwaitingSelection(db, auth.userId, now(), {
        page: query.pageNo,
        size: query.size,
      }),
    openQuotes,
  );

  mount(
    listEstimationsByQuotation,
    async ({ query, auth }) => {
      const result = await findEstimationsOfQuotation(db, auth.userId, now(), query);
      if (!result) throw notFound(notFoundMessage('quotation'));
      return result;
    },
    openQuotes,
  );

  mount(
    getEstimationDetail,
    async ({ params, auth }) => {
      const detail = await findEstimationDetail(db, auth.userId, params.id, now());
      if (!detail) throw notFound(notFoundMessage('estimation'));
      return detail;
    },
    openQuotes,
  );

  mount(
    getQuotationMarketPrice,
    async ({ params, auth }) => {
      const result = await quotationMarketPrice(db, auth.userId, params.id, now());
      if (!result.found) throw notFound(notFoundMessage('quotation'));
      return { marketPrice: result.marketPrice };
    },
    requestMarketPriceAnswers,
  );

  mount(selectEstimation, async ({ body, auth }) =>
    answer(await chooseEstimation(db, auth.userId, body, now()), {
      message: selectionMessages.done,
    }),
  );

  mount(closeQuotation, async ({ params, auth }) =>
    answer(await stopTakingQuotes(db, auth.userId, params.id, now()), {
      message: doneMessages.quotesStopped,
    }),
  );

  mount(
    listSelectedHistory,
    async ({ query, auth }) => findSelectedHistory(db, auth.userId, query, now()),
    deals,
  );

  mount(
    listPendingHistory,
    async ({ query, auth }) => findPendingHistory(db, auth.userId, now(), query),
    openQuotes,
  );

  mount(
    getPurchaseHistoryDetail,
    async ({ params, auth }) => {
      const detail = await findPurchaseDetail(db, auth.userId, params.id);
      if (!detail) throw notFound(notFoundMessage('purchase'));
      return detail;
    },
    deals,
  );

  mount(reportSeller, async ({ body, auth }) =>
    answer(await fileSellerReport(db, auth.userId, body), {
      message: feedbackResultMessages.reported,
    }),
  );

  mount(submitProductReview, async ({ body, auth }) =>
    answer(await addReview(db, auth.userId, body), {
      message: feedbackResultMessages.reviewed,
    }),
  );

  mount(
    listReviewHistory,
    async ({ query, auth }) => findReviewHistory(db, auth.userId, query),
    deals,
  );
};
