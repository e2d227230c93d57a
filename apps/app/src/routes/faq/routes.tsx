import { faqsQuery } from '@quotemarket/hooks';
import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { prefetch, prefetchOnEntry } from '../../shell/routePrefetch';
import { routePatterns } from '../../paths';

/** The FAQ: public (guests reach it from MY too), a page of the MY area with a back button. */
export const faqRoutes: AppRouteObject[] = [
  {
    path: routePatterns.faq,
    handle: { title: '자주 묻는 질문', isShowBackButton: true, isFooterActiveFor: 'my' },
    // The questions start beside the page's chunk, so the server's render carries them too.
    ...prefetchOnEntry((context) => prefetch(context, faqsQuery(context.apiClient))),
    lazy: lazyPage(
      () => import('./FaqPage'),
      (m) => m.FaqPage,
    ),
  },
];
