import { lazyPage } from '../../shell/chunkReload';
import {
  categoryProductsQuery,
  connectedBuyersQuery,
  mainCategoriesQuery,
  quotesReceivedTodayQuery,
  topViewedProductsQuery,
} from '@quotemarket/hooks';
import type { AppRouteObject } from '../../shell/routeMeta';
import { prefetch, prefetchList, prefetchOnEntry } from '../../shell/routePrefetch';
import { routePatterns } from '../../paths';
import { categoryDisplayName, parseCategoryId } from '../../shared/categories';

/**
 * The category home (`routePatterns.categoryHome`; '전체' is id 0): titled with the category's
 * Korean name from the path, with a back button; the home tab stays active.
 */
export const categoryHomeRoutes: AppRouteObject[] = [
  {
    path: routePatterns.categoryHome,
    handle: {
      dynamicTitleResolver: ({ params }) =>
        categoryDisplayName(parseCategoryId(params.id), undefined),
      isShowBackButton: true,
      isFooterActiveFor: 'home',
    },
    // The list above the fold, the categories, the five (useCategoryHomePage) and the live counters
    // start beside the page's chunk, with the search text and sort the page will read from the
    // session: the server's page then shows the counts, and the browser polls them from there.
    ...prefetchOnEntry((context, { params }) => {
      const { apiClient, storage } = context;
      const categoryId = parseCategoryId(params.id);
      prefetch(context, mainCategoriesQuery(apiClient));
      prefetchList(
        context,
        categoryProductsQuery(apiClient, {
          categoryId,
          search: storage.read('searchTerm').trim(),
          sort: storage.read('productSort'),
        }),
      );
      prefetch(context, topViewedProductsQuery(apiClient, categoryId));
      prefetch(context, connectedBuyersQuery(apiClient));
      prefetch(context, quotesReceivedTodayQuery(apiClient, categoryId));
    }),
    lazy: lazyPage(
      () => import('./CategoryHomePage'),
      (m) => m.CategoryHomePage,
    ),
  },
];
