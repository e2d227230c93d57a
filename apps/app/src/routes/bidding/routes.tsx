import { categoryNamesKo, mainCategoryIds, type MainCategoryId } from '@quotemarket/contract';
import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { biddingPagePatterns } from '../../paths';

/**
 * The five quote wizards (document 001), login required, each with a back button and its category's
 * title; the home tab stays active. A wizard's first requests (biddingPageEntry) come with its code.
 */
export const biddingRoutes: AppRouteObject[] = Object.values(mainCategoryIds).map(
  (categoryId: MainCategoryId) => ({
    path: biddingPagePatterns[categoryId],
    handle: {
      title: `${categoryNamesKo[categoryId]} 견적 요청`,
      isShowBackButton: true,
      isFooterActiveFor: 'home',
    },
    lazy: lazyPage(
      () => import('./BiddingPage'),
      (m) => m.biddingPages[categoryId],
      { entry: (m) => m.biddingPageEntry(categoryId) },
    ),
  }),
);
