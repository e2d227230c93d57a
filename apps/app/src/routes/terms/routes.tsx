import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { isTermsDocumentId } from '@quotemarket/contract';
import { routePatterns } from '../../paths';
import { prefetchOnEntry } from '../../shell/routePrefetch';
import { prefetchCompanyInfo } from '../../shared/prefetchCompanyInfo';
import { termsDocumentTitles } from '@quotemarket/contract';

/** The terms pages: full height, back button, no bottom navigation; the title follows the path. */
export const termsRoutes: AppRouteObject[] = [
  {
    path: routePatterns.terms,
    handle: {
      dynamicTitleResolver: ({ params }) =>
        isTermsDocumentId(params.termId) ? termsDocumentTitles[params.termId] : '페이지 없음',
      isShowBackButton: true,
      isFooterActiveFor: 'NONE',
    },
    // The privacy policy names the officer from the configuration on first paint.
    ...prefetchOnEntry((context, { params }) => {
      if (params.termId === 'privacy-policy') prefetchCompanyInfo(context);
    }),
    lazy: lazyPage(
      () => import('./TermsPage'),
      (m) => m.TermsPage,
    ),
  },
];
