import { lazyPage } from '../../shell/chunkReload';
import {
  categoryProductsQuery,
  mainCategoriesQuery,
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
        categoryDisplayName(parseCategoryId(params.id), undefined, params.nameEn),
      isShowBackButton: true,
      isFooterActiveFor: 'home',
    },
    // The list above the fold, the categories and the five (useCategoryHomePage) start beside the
    // page's chunk, with the search text and sort the page will read from the session.
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
    }),
    lazy: lazyPage(
      () => import('./CategoryHomePage'),
      (m) => m.CategoryHomePage,
    ),
  },
];
