import {
  answerOperatorInquiry,
  closeMarketRequest,
  getMarketDashboard,
  getMarketRequest,
  listMarketRequests,
  listOperatorInquiries,
  revealBuyerContact,
} from '@quotemarket/contract';
import { marketDashboard } from '../domain/market/dashboard';
import { listInquiries, markInquiryAnswered } from '../domain/market/inquiries';
import {
  closeRequest,
  listRequests,
  loadRequest,
  revealRequestBuyerPhone,
} from '../domain/market/requests';
import { actorOf } from '../http/operator-actor';
import { answer, type RouteModule } from '../http/router';

/**
 * The market at a glance for operators: the dashboard, the request browser (with the recorded
 * reveal of a buyer's number and the closing of a fraudulent request) and the 1:1 문의 queue.
 */
export const marketRoutes: RouteModule = (mount, { db, now }) => {
  mount(getMarketDashboard, async () => marketDashboard(db, now()));

  mount(listMarketRequests, async ({ query }) => listRequests(db, query, now()));

  mount(getMarketRequest, async ({ params }) => loadRequest(db, params.id, now()));

  mount(revealBuyerContact, async ({ params, body, auth, request }) =>
    answer(
      await revealRequestBuyerPhone(db, actorOf(auth, request, now()), params.id, body.reason),
      { message: '열람 사유와 함께 감사 기록에 남겼어요.' },
    ),
  );

  mount(closeMarketRequest, async ({ params, body, auth, request }) => {
    const at = now();
    await closeRequest(db, actorOf(auth, request, at), params.id, body.reason);
    return answer(await loadRequest(db, params.id, at), {
      message: '견적 요청을 마감했어요. 견적을 보낸 판매점에 알렸어요.',
    });
  });

  mount(listOperatorInquiries, async ({ query }) => listInquiries(db, query));

  mount(answerOperatorInquiry, async ({ params, body, auth, request }) =>
    answer(await markInquiryAnswered(db, actorOf(auth, request, now()), params.id, body.note), {
      message: '답변 완료로 표시했어요.',
    }),
  );
};
