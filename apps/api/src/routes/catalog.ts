import {
  countConnectedBuyers,
  countQuotesReceivedToday,
  deleteSearchHistory,
  getNoticeDetail,
  getProductDetail,
  getSellerStorePage,
  listCompanies,
  listCustomerReviews,
  listMostSoldProducts,
  listNotices,
  listProductsUnderCategory,
  listRealtimeComparisons,
  listSearchHistory,
  listTopViewedProducts,
  recordSearchHistory,
  toggleWishlist,
  type ProductDetail,
} from '@quotemarket/contract';
import { LRUCache } from 'lru-cache';
import {
  countConnectedBuyersAt,
  countQuoteRequestsToday,
  findCustomerReviews,
  findRealtimeComparisons,
} from '../domain/catalog/activity';
import { findBestSellers, findCompanies, findTopViewed } from '../domain/catalog/home-strips';
import { findNotice, findNoticePage } from '../domain/catalog/notices';
import { pagedResult } from '../domain/shared/paging';
import {
  attributesOf,
  findProductPage,
  toProductDetail,
  toProductListItem,
  findActiveProduct,
} from '../domain/catalog/products';
import {
  findSearchHistoryPage,
  forgetSearch,
  rememberSearch,
} from '../domain/catalog/search-history';
import { findSellerStorePage } from '../domain/catalog/store';
import { toggleWishlistEntry, wishlistedAmong } from '../domain/catalog/wishlist';
import { notFound } from '../domain/shared/errors';
import { answer, type RouteModule } from '../http/router';

const messages = {
  productNotFound: '상품을 찾을 수 없어요.',
  searchHistoryNotFound: '검색 기록을 찾을 수 없어요.',
  searchRecorded: '검색 기록에 저장했어요.',
  storeNotFound: '매장을 찾을 수 없어요.',
  noticeNotFound: '공지사항을 찾을 수 없어요.',
} as const;

/** The home and category-home strips: best sellers, live activity, rankings, companies. */
const homeStripRoutes: RouteModule = (mount, { db, now }) => {
  mount(listMostSoldProducts, () => findBestSellers(db, now()));
  mount(listRealtimeComparisons, ({ query }) =>
    findRealtimeComparisons(db, query.pageNo, query.pageSize),
  );
  mount(listCustomerReviews, ({ query }) => findCustomerReviews(db, query.pageNo, query.pageSize));
  mount(listTopViewedProducts, ({ query }) => findTopViewed(db, query.categoryId));
  mount(countConnectedBuyers, async () => ({ count: await countConnectedBuyersAt(db, now()) }));
  mount(countQuotesReceivedToday, async ({ query }) => ({
    count: await countQuoteRequestsToday(db, now(), query.categoryId),
  }));
  mount(listCompanies, () => findCompanies(db));
};

/** Browsing products: the category list, the buyer's search history, details and the wishlist. */
const productRoutes: RouteModule = (mount, { db, now, views }) => {
  mount(
    listProductsUnderCategory,
    async ({ query, auth }) => {
      const userId = auth?.userId ?? null;
      const { rows, totalElements } = await findProductPage(db, {
        mainCategoryId: query.mainCategoryId,
        term: query.productName || undefined,
        sortBy: query.useSorting ? query.sortBy : 'created_at',
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      const productIds = rows.map((row) => row.product.id);
      const [attributes, wishlisted] = await Promise.all([
        attributesOf(db, productIds),
        wishlistedAmong(db, userId, productIds),
      ]);
      const list = rows.map((row) =>
        toProductListItem(
          row,
          attributes.get(row.product.id) ?? [],
          wishlisted.has(row.product.id),
        ),
      );
      return pagedResult(list, totalElements, query.pageSize);
    },
    guestCatalogueCache,
  );

  // The same product is read by every visitor: its detail is kept briefly, the per-caller parts
  // (wishlist flag, live view count) are added to each answer.
  const productDetails = new LRUCache<number, ProductDetail>({
    max: 500,
    ttl: 5_000,
    fetchMethod: async (productId) => {
      const product = await findActiveProduct(db, productId);
      if (!product) return undefined;
      const attributes = await attributesOf(db, [productId]);
      return toProductDetail(product, attributes.get(productId) ?? [], false);
    },
  });

  mount(getProductDetail, async ({ params, auth }) => {
    const detail = await productDetails.fetch(params.id);
    if (!detail) throw notFound(messages.productNotFound);
    views.record(params.id);
    const wishlisted = await wishlistedAmong(db, auth?.userId ?? null, [params.id]);
    return {
      ...detail,
      viewCount: detail.viewCount + views.pending(params.id),
      isWishlisted: wishlisted.has(params.id),
    };
  });

  mount(toggleWishlist, async ({ query, auth }) => {
    const toggled = await toggleWishlistEntry(db, auth.userId, query.productId);
    if (!toggled) throw notFound(messages.productNotFound);
    return { productId: query.productId, ...toggled };
  });

  mount(listSearchHistory, ({ query, auth }) =>
    findSearchHistoryPage(db, auth.userId, query.pageNo, query.pageSize),
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

/** Public pages: a store's page and the notice board. */
const publicPageRoutes: RouteModule = (mount, { db, now }) => {
  mount(getSellerStorePage, async ({ query }) => {
    const page = await findSellerStorePage(db, {
      sellerId: query.userId,
      page: query.page,
      size: query.size,
      sortBy: query.sortBy,
    });
    if (!page) throw notFound(messages.storeNotFound);
    return page;
  });

  mount(listNotices, ({ query }) => findNoticePage(db, now(), query.pageNo, query.pageSize));

  mount(getNoticeDetail, async ({ params }) => {
    const notice = await findNotice(db, now(), params.id);
    if (!notice) throw notFound(messages.noticeNotFound);
    return notice;
  });
};

/**
 * Guests see the same catalogue pages, so their answers are kept briefly: counts and "most viewed"
 * orders may lag by this much, which a shopper cannot tell from live data.
 */
const guestCatalogueCache = { guestCacheMs: 5_000 };

export const catalogRoutes: RouteModule = (mount, deps) => {
  for (const routes of [homeStripRoutes, productRoutes, publicPageRoutes]) routes(mount, deps);
};
