import { quoteKinds } from '@quotemarket/contract';
import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { historyDetailPatterns, routePatterns } from '../../paths';

/**
 * The history tab: its two lists (chosen quotes, requests without a choice) and a deal in its
 * category's kind, with the call, review and report actions.
 */
export const historyRoutes: AppRouteObject[] = [
  {
    path: routePatterns.selectedHistory,
    handle: { title: '견적 내역', isFooterActiveFor: 'quote-history' },
    lazy: lazyPage(
      () => import('./HistoryPage'),
      (m) => m.SelectedHistoryPage,
    ),
  },
  {
    path: routePatterns.notSelectedHistory,
    handle: { title: '견적 내역', isFooterActiveFor: 'quote-history' },
    lazy: lazyPage(
      () => import('./HistoryPage'),
      (m) => m.NotSelectedHistoryPage,
    ),
  },
  ...quoteKinds.map((kind): AppRouteObject => ({
    path: historyDetailPatterns[kind],
    handle: { title: '견적 내역 상세', isShowBackButton: true, isFooterActiveFor: 'quote-history' },
    lazy: lazyPage(
      () => import('./HistoryDetailPage'),
      (m) => m.historyDetailPages[kind],
    ),
  })),
];
