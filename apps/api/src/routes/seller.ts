import { notFoundMessage } from '@quotemarket/contract';
import {
  doneMessages,
  endSellerPageSession,
  getSellerProfile,
  getSellerQuotation,
  listSellerDeals,
  listSellerEstimations,
  listSellerDemoAccounts,
  listSellerInbox,
  listSellerReviews,
  replyToSellerReview,
  sellerLogin,
  sellerLogout,
  startSellerPageSession,
  submitSellerEstimation,
  updateSellerEstimation,
  withdrawSellerEstimation,
} from '@quotemarket/contract';
import { bearerToken } from '../auth/request-auth';
import * as pageSession from '../auth/page-session';
import { findSellerEstimation, loadSellerEstimations } from '../domain/estimations/reads';
import {
  estimationNotFound,
  quotationNotFound,
  replaceEstimationTerms,
  submitEstimation,
  withdrawEstimation,
} from '../domain/estimations/writes';
import {
  authenticateSeller,
  loadDemoDealerAccounts,
  loadSellerAccount,
  loadSellerProfile,
} from '../domain/seller/account';
import { loadSellerDeals } from '../domain/seller/deals';
import {
  isKnownAddress,
  recordFailedLogin,
  recordSuccessfulLogin,
} from '../domain/seller/login-record';
import { LoginThrottle } from '../domain/shared/login-throttle';
import { findSellerQuotation, loadSellerInbox } from '../domain/seller/quotations';
import {
  findSellerReview,
  loadSellerReviews,
  reviewNotFound,
  writeReviewReply,
} from '../domain/seller/reviews';
import type { Database } from '../db/database';
import { notFound, unauthorized } from '../domain/shared/errors';
import { clientAddress } from '../http/client-address';
import { answer, type RouteModule } from '../http/router';
import { changeTags } from '../db/change-feed';
import { callerAnswers } from './answer-caching';

/** A quote just written, read back the way every endpoint shows one. */
async function readBack(db: Database, sellerId: number, estimationId: number, now: Date) {
  const estimation = await findSellerEstimation(db, { sellerId, estimationId, now });
  if (!estimation) throw estimationNotFound();
  return estimation;
}

/** The dealer side: partner stores read quote requests, send quotes and see the deals they won. */
/**
 * A dealer's inbox and bids: every dealer's change with any request or bid (bid counts, a buyer's
 * choice), and open while the request's window is.
 */
const openRequests = callerAnswers([changeTags.inbox, changeTags.reviews], {
  untilWindowCloses: true,
});

export const sellerRoutes: RouteModule = (mount, { db, now, tokens, settings, rateLimitStore }) => {
  const loginThrottle = new LoginThrottle(
    'seller-login',
    rateLimitStore,
    settings.rateLimits,
    (email, address) => isKnownAddress(db, email, address),
    now,
  );

  mount(sellerLogin, async ({ body, request, reply }) => {
    const address = clientAddress(request);
    const attempt = await loginThrottle.admit(body.email, address);
    const sellerId = await authenticateSeller(db, body.email, body.password);
    if (sellerId === null) {
      await recordFailedLogin(db, body.email, address, now());
      throw unauthorized('이메일 또는 비밀번호가 올바르지 않아요.');
    }
    await loginThrottle.succeeded(attempt);
    const failedLogins = await recordSuccessfulLogin(db, sellerId, address, now());
    const token = await tokens.issue('seller', sellerId);
    pageSession.startPageSession('seller', { request, reply }, token, now());
    return answer(
      {
        token,
        seller: await loadSellerAccount(db, sellerId),
        ...(failedLogins && { failedLogins }),
      },
      { message: '로그인했어요.' },
    );
  });

  // Only a server with demo data offers its demo logins; production never has any (config.ts).
  mount(listSellerDemoAccounts, async () => {
    if (!settings.demoData) throw notFound(notFoundMessage('page'));
    return loadDemoDealerAccounts(db);
  });

  mount(sellerLogout, async ({ auth, request, reply }) => {
    await tokens.revoke(auth.sessionId);
    pageSession.endPageSession('seller', { request, reply });
    return answer(null, { message: doneMessages.loggedOut });
  });

  mount(startSellerPageSession, async ({ request, reply }) => {
    // The endpoint's `auth` has already proven the bearer a live dealer session.
    const token = bearerToken(request);
    if (token) pageSession.startPageSession('seller', { request, reply }, token, now());
    return null;
  });

  mount(endSellerPageSession, async ({ request, reply }) => {
    pageSession.endPageSession('seller', { request, reply });
    return null;
  });

  mount(
    getSellerProfile,
    async ({ auth }) => loadSellerProfile(db, auth.sellerId),
    callerAnswers([changeTags.reviews]),
  );

  mount(
    listSellerInbox,
    async ({ query, auth }) =>
      loadSellerInbox(db, { ...query, sellerId: auth.sellerId, now: now() }),
    openRequests,
  );

  mount(
    getSellerQuotation,
    async ({ params, auth }) => {
      const quotation = await findSellerQuotation(db, {
        sellerId: auth.sellerId,
        quotationId: params.id,
        now: now(),
      });
      if (!quotation) throw quotationNotFound();
      return quotation;
    },
    openRequests,
  );

  mount(submitSellerEstimation, async ({ params, body, auth }) => {
    const at = now();
    const estimationId = await submitEstimation(db, {
      sellerId: auth.sellerId,
      quotationId: params.id,
      terms: body,
      now: at,
    });
    return answer(await readBack(db, auth.sellerId, estimationId, at), {
      statusCode: 201,
      message: '견적을 보냈어요.',
    });
  });

  mount(updateSellerEstimation, async ({ params, body, auth }) => {
    const at = now();
    await replaceEstimationTerms(db, {
      sellerId: auth.sellerId,
      estimationId: params.id,
      terms: body,
      now: at,
    });
    return answer(await readBack(db, auth.sellerId, params.id, at), {
      message: '견적을 수정했어요.',
    });
  });

  mount(withdrawSellerEstimation, async ({ params, auth }) => {
    const at = now();
    await withdrawEstimation(db, { sellerId: auth.sellerId, estimationId: params.id, now: at });
    return answer(await readBack(db, auth.sellerId, params.id, at), {
      message: '견적을 철회했어요.',
    });
  });

  mount(
    listSellerEstimations,
    async ({ query, auth }) =>
      loadSellerEstimations(db, { ...query, sellerId: auth.sellerId, now: now() }),
    openRequests,
  );

  // A deal shows the buyer's name and phone, and the buyer's review.
  mount(
    listSellerDeals,
    async ({ query, auth }) => loadSellerDeals(db, { ...query, sellerId: auth.sellerId }),
    callerAnswers([changeTags.accounts, changeTags.reviews]),
  );

  mount(
    listSellerReviews,
    async ({ query, auth }) => loadSellerReviews(db, { ...query, sellerId: auth.sellerId }),
    callerAnswers([changeTags.reviews]),
  );

  mount(replyToSellerReview, async ({ params, body, auth }) => {
    const review = { sellerId: auth.sellerId, ratingId: params.id };
    const outcome = await writeReviewReply(db, { ...review, content: body.content, now: now() });
    const replied = await findSellerReview(db, review);
    if (!replied) throw reviewNotFound();
    return answer(replied, {
      message: outcome === 'written' ? '답글을 남겼어요.' : '답글을 고쳤어요.',
    });
  });
};
