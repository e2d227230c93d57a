import {
  createAdminProduct,
  createFaq,
  createNotice,
  getAdminNotice,
  getAdminProduct,
  listAdminCategories,
  listAdminFaqs,
  listAdminNotices,
  listAdminProducts,
  previewNotice,
  publishFaq,
  publishNotice,
  setAdminProductVisibility,
  unpublishFaq,
  unpublishNotice,
  updateAdminProduct,
  updateFaq,
  updateNotice,
} from '@quotemarket/contract';
import {
  createFaqDraft,
  editFaq,
  listFaqsForOperators,
  publishFaqAt,
  unpublishFaqNow,
} from '../domain/catalog/faq-management';
import {
  createNoticeDraft,
  editNotice,
  listNoticesForOperators,
  loadNoticeForOperators,
  previewNoticeForOperators,
  publishNoticeAt,
  unpublishNoticeNow,
} from '../domain/catalog/notice-management';
import {
  createProduct,
  listCategoryTree,
  listProductsForOperators,
  loadProductForOperators,
  setProductVisibility,
  updateProduct,
} from '../domain/catalog/product-management';
import { actorOf } from '../http/operator-actor';
import { answer, type RouteModule } from '../http/router';

/**
 * The operator console's catalogue and content: products (with their options and carrier
 * subsidies), the notice board and the FAQ. Writes go to the rows the buyer app reads; their change
 * triggers (migration 0006) drop the kept answers, so buyers see a change at once.
 */
export const catalogueManagementRoutes: RouteModule = (mount, { db, now }) => {
  mount(listAdminProducts, ({ query }) => listProductsForOperators(db, query));

  mount(listAdminCategories, () => listCategoryTree(db));

  mount(getAdminProduct, ({ params }) => loadProductForOperators(db, params.id));

  mount(createAdminProduct, async ({ body, auth, request }) =>
    answer(await createProduct(db, actorOf(auth, request, now()), body), {
      message: '상품을 등록했어요.',
      statusCode: 201,
    }),
  );

  mount(updateAdminProduct, async ({ params, body, auth, request }) =>
    answer(await updateProduct(db, actorOf(auth, request, now()), params.id, body), {
      message: '상품 정보를 저장했어요.',
    }),
  );

  mount(setAdminProductVisibility, async ({ params, body, auth, request }) =>
    answer(
      await setProductVisibility(db, actorOf(auth, request, now()), params.id, body.isActive),
      { message: body.isActive ? '상품을 다시 보이게 했어요.' : '상품을 숨겼어요.' },
    ),
  );

  mount(listAdminNotices, ({ query }) => listNoticesForOperators(db, query, now()));

  mount(getAdminNotice, ({ params }) => loadNoticeForOperators(db, params.id, now()));

  mount(previewNotice, ({ params }) => previewNoticeForOperators(db, params.id, now()));

  mount(createNotice, async ({ body, auth, request }) =>
    answer(await createNoticeDraft(db, actorOf(auth, request, now()), body), {
      message: '공지사항을 임시 저장했어요.',
      statusCode: 201,
    }),
  );

  mount(updateNotice, async ({ params, body, auth, request }) =>
    answer(await editNotice(db, actorOf(auth, request, now()), params.id, body), {
      message: '공지사항을 저장했어요.',
    }),
  );

  mount(publishNotice, async ({ params, body, auth, request }) => {
    const notice = await publishNoticeAt(
      db,
      actorOf(auth, request, now()),
      params.id,
      body.publishAt,
    );
    return answer(notice, {
      message:
        notice.state === 'scheduled' ? '공지사항 게시를 예약했어요.' : '공지사항을 게시했어요.',
    });
  });

  mount(unpublishNotice, async ({ params, auth, request }) =>
    answer(await unpublishNoticeNow(db, actorOf(auth, request, now()), params.id), {
      message: '공지사항을 내렸어요. 구매자에게 더 이상 보이지 않아요.',
    }),
  );

  mount(listAdminFaqs, ({ query }) => listFaqsForOperators(db, query.category, now()));

  mount(createFaq, async ({ body, auth, request }) =>
    answer(await createFaqDraft(db, actorOf(auth, request, now()), body), {
      message: '자주 묻는 질문을 임시 저장했어요.',
      statusCode: 201,
    }),
  );

  mount(updateFaq, async ({ params, body, auth, request }) =>
    answer(await editFaq(db, actorOf(auth, request, now()), params.id, body), {
      message: '자주 묻는 질문을 저장했어요.',
    }),
  );

  mount(publishFaq, async ({ params, body, auth, request }) => {
    const faq = await publishFaqAt(db, actorOf(auth, request, now()), params.id, body.publishAt);
    return answer(faq, {
      message:
        faq.state === 'scheduled'
          ? '자주 묻는 질문 게시를 예약했어요.'
          : '자주 묻는 질문을 게시했어요.',
    });
  });

  mount(unpublishFaq, async ({ params, auth, request }) =>
    answer(await unpublishFaqNow(db, actorOf(auth, request, now()), params.id), {
      message: '자주 묻는 질문을 내렸어요. 구매자에게 더 이상 보이지 않아요.',
    }),
  );
};
