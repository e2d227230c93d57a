import { quoteKinds } from '@quotemarket/contract';
import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { quoteDetailPatterns, routePatterns } from '../../paths';

/**
 * The quotation tab: the requests waiting for a choice, one request with its dealers' quotes, the
 * conversation with a store that quoted, and a quote in its category's kind, where the buyer asks
 * to buy it. Each page's first requests
 * (quotationEntries.ts) come with its code.
 */
export const quotationRoutes: AppRouteObject[] = [
  {
    path: routePatterns.quotationCheck,
    handle: { title: '견적 확인', isFooterActiveFor: 'quotation-check' },
    lazy: lazyPage(
      () => import('./QuotationCheckPage'),
      (m) => m.QuotationCheckPage,
      { entry: (m) => m.quotationCheckEntry },
    ),
  },
  {
    path: routePatterns.quotationInProgress,
    handle: {
      title: '진행 중인 견적',
      isShowBackButton: true,
      isFooterActiveFor: 'quotation-check',
    },
    lazy: lazyPage(
      () => import('./QuotationInProgressPage'),
      (m) => m.QuotationInProgressPage,
      { entry: (m) => m.quotationInProgressEntry },
    ),
  },
  {
    path: routePatterns.conversation,
    handle: { title: '판매점 문의', isShowBackButton: true, isFooterActiveFor: 'quotation-check' },
    lazy: lazyPage(
      () => import('./ConversationPage'),
      (m) => m.ConversationPage,
      { entry: (m) => m.conversationEntry },
    ),
  },
  ...quoteKinds.map((kind): AppRouteObject => ({
    path: quoteDetailPatterns[kind],
    handle: { title: '견적 상세', isShowBackButton: true, isFooterActiveFor: 'quotation-check' },
    lazy: lazyPage(
      () => import('./QuoteDetailPage'),
      (m) => m.quoteDetailPages[kind],
      { entry: (m) => m.quoteDetailEntry },
    ),
  })),
];
