import { lazyPage } from '../../shell/chunkReload';
import {
  customerReviewsQuery,
  mainCategoriesQuery,
  mostSoldProductsQuery,
  realtimeComparisonsQuery,
} from '@quotemarket/hooks';
import type { AppRouteObject } from '../../shell/routeMeta';
import { prefetch, prefetchOnEntry } from '../../shell/routePrefetch';
import { prefetchCompanyInfo } from '../../shared/prefetchCompanyInfo';

/**
 * The home page. The logo replaces the title on `/`; the title still names the page for
 * `document.title`.
 */
export const homeRoutes: AppRouteObject[] = [
  {
    index: true,
    handle: { title: '홈', isFooterActiveFor: 'home' },
    // The home's requests (useHomePage) start beside its chunk.
    ...prefetchOnEntry((context) => {
      const { apiClient, storage } = context;
      prefetch(context, mainCategoriesQuery(apiClient));
      prefetch(context, mostSoldProductsQuery(apiClient));
      prefetchCompanyInfo(context);
      // A partner-media visitor (a stored cKey) sees neither strip.
      if (storage.read('cKey') === null) {
        prefetch(context, realtimeComparisonsQuery(apiClient));
        prefetch(context, customerReviewsQuery(apiClient));
      }
    }),
    lazy: lazyPage(
      () => import('./HomePage'),
      (m) => m.HomePage,
    ),
  },
];
