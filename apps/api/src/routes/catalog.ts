import { notFoundMessage } from '@quotemarket/contract';
import {
  countConnectedBuyers,
  defaultProductSort,
  countQuotesReceivedToday,
  deleteSearchHistory,
  getNoticeDetail,
  getProductDetail,
  getProductMarketPrices,
  getSellerStorePage,
  listCompanies,
  listCustomerReviews,
  listMostSoldProducts,
  listFaqs,
  listNotices,
  listProductsUnderCategory,
  listRealtimeComparisons,
  listSearchHistory,
  listTopViewedProducts,
  recordSearchHistory,
  toggleWishlist,
} from '@quotemarket/contract';
import {
  countConnectedBuyersAt,
  countQuoteRequestsToday,
  findCustomerReviews,
  findRealtimeComparisons,
} from '../domain/catalog/activity';
import { findBestSellers, findCompanies, findTopViewed } from '../domain/catalog/home-strips';
import { findPublishedFaqs } from '../domain/catalog/faq-management';
import { findNotice, findNoticePage } from '../domain/catalog/notices';
import { pagedResult } from '../domain/shared/paging';
import {
  attributesOf,
  findProductPage,
  toProductDetail,
  toProductListItem,
  findActiveProduct,
  imagesOf,
} from '../domain/catalog/products';
import {
  findSearchHistoryPage,
  forgetSearch,
  rememberSearch,
} from '../domain/catalog/search-history';
import { findSellerStorePage } from '../domain/catalog/store';
import { productMarketPrices } from '../domain/market/market-price';
import { toggleWishlistEntry } from '../domain/catalog/wishlist';
import { notFound } from '../domain/shared/errors';
import { seoulDayRange } from '../domain/shared/seoul-day';
import type { FastifyRequest } from 'fastify';
import { changeTags } from '../db/change-feed';
import { answer, type RouteModule } from '../http/router';
import {
  callerAnswers,
  catalogueAnswers,
  countedProductAnswers,
  liveActivity,
  marketPriceAnswers,
} from './answer-caching';

const messages = {
  productNotFound: notFoundMessage('product'),
  searchHistoryNotFound: notFoundMessage('searchHistory'),
  searchRecorded: '검색 기록에 저장했어요.',
  storeNotFound: notFoundMessage('store'),
  noticeNotFound: notFoundMessage('notice'),
} as const;

/** The home and category-home strips: best sellers, live activity, rankings, companies. */
const homeStripRoutes: RouteModule = (mount, { db, now }) => {
  mount(listMostSoldProducts, () => findBestSellers(db, now()), liveActivity([changeTags.inbox]));
  mount(
    listRealtimeComparisons,
    ({ query }) => findRealtimeComparisons(db, query.pageNo, query.pageSize),
    liveActivity([changeTags.inbox]),
  );
  mount(
    listCustomerReviews,
    ({ query }) => findCustomerReviews(db, query.pageNo, query.pageSize),
    catalogueAnswers([changeTags.reviews]),
  );
  mount(
    listTopViewedProducts,
    ({ query }) => findTopViewed(db, query.categoryId),
    catalogueAnswers([changeTags.counters]),
  );
  // A buyer's first request in a minute announces their presence; leaving the last five minutes
  // is a matter of time, which the answers' lifetime covers.
  mount(
    countConnectedBuyers,
    async () => ({ count: await countConnectedBuyersAt(db, now()) }),
    liveActivity([changeTags.presence, changeTags.accounts]),
  );
  mount(
    countQuotesReceivedToday,
    async ({ query }) => ({ count: await countQuoteRequestsToday(db, now(), query.categoryId) }),
    liveActivity([changeTags.inbox], (deps) => seoulDayRange(deps.now()).end.getTime()),
  );
  mount(listCompanies, () => findCompanies(db), catalogueAnswers());
};

/** Browsing products: the category list, the buyer's search history, details and the wishlist. */
const productRoutes: RouteModule = (mount, { db, now, views, wishlists }) => {
  mount(
    listProductsUnderCategory,
    async ({ query, auth }) => {
      const { rows, totalElements } = await findProductPage(db, {
        mainCategoryId: query.mainCategoryId,
        term: query.productName || undefined,
        sortBy: query.useSorting ? query.sortBy : defaultProductSort,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      const [attributes, wished] = await Promise.all([
        attributesOf(
          db,
          rows.map((row) => row.product.id),
        ),
        wishlists.of(auth?.userId ?? null),
      ]);
      const list = rows.map((row) =>
        toProductListItem(row, attributes.get(row.product.id) ?? [], wished.has(row.product.id)),
      );
      return pagedResult(list, totalElements, query.pageSize);
    },
    catalogueAnswers(popularityTags, {
      vary: ({ auth }) => wishlists.variantOf(buyerIdOf(auth)),
    }),
  );

  mount(
    getProductDetail,
    async ({ params, auth }) => {
      const product = await findActiveProduct(db, params.id);
      if (!product) throw notFound(messages.productNotFound);
      const [attributes, images, wished] = await Promise.all([
        attributesOf(db, [params.id]),
        imagesOf(db, params.id),
        wishlists.of(auth?.userId ?? null),
      ]);
      return toProductDetail(
        product,
        attributes.get(params.id) ?? [],
        images,
        wished.has(params.id),
      );
    },
    countedProductAnswers({
      vary: ({ auth, params }) =>
        wishlists.variantOf(buyerIdOf(auth), Number((params as { id: string }).id)),
      // Counted for every answer; the count shown is the stored one, at most seconds behind.
      onServe: ({ params }) => views.record(Number((params as { id: string }).id)),
    }),
  );

  mount(
    getProductMarketPrices,
    async ({ params }) => {
      if (!(await findActiveProduct(db, params.id))) throw notFound(messages.productNotFound);
      return productMarketPrices(db, params.id, now());
    },
    marketPriceAnswers(),
  );

  mount(toggleWishlist, async ({ query, auth }) => {
    const toggled = await toggleWishlistEntry(db, auth.userId, query.productId);
    if (!toggled) throw notFound(messages.productNotFound);
    return { productId: query.productId, ...toggled };
  });

  mount(
    listSearchHistory,
    ({ query, auth }) => findSearchHistoryPage(db, auth.userId, query.pageNo, query.pageSize),
    callerAnswers(({ auth }) =>
      auth?.kind === 'buyer' ? [changeTags.searchHistory(auth.userId)] : [],
    ),
  );

  mount(recordSearchHistory, async ({ body, auth }) =>
    answer(await rememberSearch(db, auth.userId, body.searchValue, now()), {
      message: messages.searchRecorded,
    }),
  );

  mount(deleteSearchHistory, async ({ params, auth }) => {
    if (!(await forgetSearch(db, auth.userId, params.id))) {
      throw notFound(messages.searchHistoryNotFound);
    }
    return { id: params.id };
  });
};

/** Public pages: a store's page, the notice board and the FAQ. */
const publicPageRoutes: RouteModule = (mount, { db, now }) => {
  mount(
    getSellerStorePage,
    async ({ query }) => {
      const page = await findSellerStorePage(
        db,
        {
          sellerId: query.userId,
          page: query.page,
          size: query.size,
          sortBy: query.sortBy,
        },
        now(),
      );
      if (!page) throw notFound(messages.storeNotFound);
      return page;
    },
    catalogueAnswers([changeTags.reviews]),
  );

  // A notice scheduled for later appears within the answers' lifetime of its time.
  mount(
    listNotices,
    ({ query }) => findNoticePage(db, now(), query.pageNo, query.pageSize),
    liveActivity([changeTags.notices]),
  );

  // Like the notices, a scheduled entry appears within the answers' lifetime of its time.
  mount(listFaqs, () => findPublishedFaqs(db, now()), liveActivity([changeTags.notices]));

  mount(
    getNoticeDetail,
    async ({ params }) => {
      const notice = await findNotice(db, now(), params.id);
      if (!notice) throw notFound(messages.noticeNotFound);
      return notice;
    },
    liveActivity([changeTags.notices]),
  );
};

/** Lists ordered by views or requests change with the counts; those by date do not. */
function popularityTags(request: FastifyRequest): readonly string[] {
  const { sortBy } = request.query as { sortBy?: string };
  return sortBy === undefined || sortBy === defaultProductSort ? [] : [changeTags.counters];
}

function buyerIdOf(auth: FastifyRequest['auth']): number | null {
  return auth?.kind === 'buyer' ? auth.userId : null;
}

export const catalogRoutes: RouteModule = (mount, deps) => {
  for (const routes of [homeStripRoutes, productRoutes, publicPageRoutes]) routes(mount, deps);
};
