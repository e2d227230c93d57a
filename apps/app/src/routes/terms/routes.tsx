import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { isTermsDocumentId } from '@quotemarket/contract';
import { routePatterns } from '../../paths';
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
    lazy: lazyPage(
      () => import('./TermsPage'),
      (m) => m.TermsPage,
    ),
  },
];
