import {
  acknowledgeSellerWarning,
  decideReviewCheck,
  getAdminDealer,
  getAdminReport,
  listAdminDealers,
  listAdminReports,
  listMyReports,
  listReviewChecks,
  listSellerWarnings,
  reactivateDealer,
  requestReviewCheck,
  suspendDealer,
  updateAdminReport,
} from '@quotemarket/contract';
import {
  listDealers,
  loadDealerDetail,
  reactivateDealer as liftSuspension,
  suspendDealer as suspendStore,
} from '../domain/enforcement/dealers';
import {
  changeReport,
  listBuyerReports,
  listReports,
  loadReportDetail,
} from '../domain/enforcement/reports';
import {
  acknowledgeWarning,
  decideReviewCheck as decideCheck,
  listReviewChecks as listChecks,
  listUnacknowledgedWarnings,
  requestReviewCheck as askForCheck,
} from '../domain/enforcement/reviews';
import { actorOf } from '../http/operator-actor';
import { answer, type RouteModule } from '../http/router';

/**
 * Keeping the market honest (issue 41): the operators' dealers, reports and review checks; the
 * dealer's warnings and review-check requests; the buyer's 신고 내역. Every operator write leaves
 * its audit rows in its own transaction.
 */
export const enforcementRoutes: RouteModule = (mount, { db, now }) => {
  mount(listAdminDealers, async ({ query }) => listDealers(db, query));

  mount(getAdminDealer, async ({ params }) => loadDealerDetail(db, params.id));

  mount(suspendDealer, async ({ params, body, auth, request }) =>
    answer(
      await suspendStore(db, actorOf(auth, request, now()), {
        sellerId: params.id,
        reason: body.reason,
      }),
      { message: '판매점 이용을 정지했어요. 진행 중인 견적은 철회됐어요.' },
    ),
  );

  mount(reactivateDealer, async ({ params, body, auth, request }) =>
    answer(
      await liftSuspension(db, actorOf(auth, request, now()), {
        sellerId: params.id,
        reason: body.reason,
      }),
      { message: '판매점 이용 정지를 풀었어요.' },
    ),
  );

  mount(listAdminReports, async ({ query }) => listReports(db, query));

  mount(getAdminReport, async ({ params }) => loadReportDetail(db, params.id));

  mount(updateAdminReport, async ({ params, body, auth, request }) =>
    answer(await changeReport(db, actorOf(auth, request, now()), params.id, body), {
      message: '신고 상태를 바꿨어요.',
    }),
  );

  mount(listReviewChecks, async ({ query }) => listChecks(db, query));

  mount(decideReviewCheck, async ({ params, body, auth, request }) =>
    answer(
      await decideCheck(db, actorOf(auth, request, now()), {
        checkId: params.id,
        decision: body.decision,
        note: body.note,
      }),
      { message: body.decision === 'HIDE' ? '후기를 가렸어요.' : '후기를 그대로 두었어요.' },
    ),
  );

  mount(listSellerWarnings, async ({ auth }) => listUnacknowledgedWarnings(db, auth.sellerId));

  mount(acknowledgeSellerWarning, async ({ params, auth }) => {
    await acknowledgeWarning(db, { sellerId: auth.sellerId, warningId: params.id, now: now() });
    return answer(null, { message: '경고를 확인했어요.' });
  });

  mount(requestReviewCheck, async ({ params, body, auth }) =>
    answer(
      await askForCheck(db, {
        sellerId: auth.sellerId,
        ratingId: params.id,
        reason: body.reason,
        now: now(),
      }),
      {
        message: '후기 검토를 요청했어요. 운영팀이 결정할 때까지 후기는 그대로 보여요.',
        statusCode: 201,
      },
    ),
  );

  mount(listMyReports, async ({ query, auth }) =>
    listBuyerReports(db, { buyerId: auth.userId, ...query }),
  );
};
