import {
  estimationDetailQuery,
  estimationsByQuotationQuery,
  quotationsAwaitingSelectionQuery,
} from '@quotemarket/hooks';
import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { prefetch, prefetchList, prefetchOnSignedInEntry } from '../../shell/routePrefetch';
import { quoteDetailPatterns, routePatterns, type QuoteLayout } from '../../paths';
import { parseRouteId } from './routeIds';

const quoteLayouts: QuoteLayout[] = ['phone', 'internet', 'rental'];

/**
 * The quotation tab: the requests waiting for a choice, one request with its dealers' quotes, and a
 * quote in its category's layout, where the buyer asks to buy it.
 */
export const quotationRoutes: AppRouteObject[] = [
  {
    path: routePatterns.quotationCheck,
    handle: { title: '견적 확인', isFooterActiveFor: 'quotation-check' },
    // The first requests (useQuotationCheckPage) start beside the page's chunk.
    ...prefetchOnSignedInEntry((context) => {
      prefetchList(context, quotationsAwaitingSelectionQuery(context.apiClient));
    }),
    lazy: lazyPage(
      () => import('./QuotationCheckPage'),
      (m) => m.QuotationCheckPage,
    ),
  },
  {
    path: routePatterns.quotationInProgress,
    handle: {
      title: '진행 중인 견적',
      isShowBackButton: true,
      isFooterActiveFor: 'quotation-check',
    },
    // The request's first quotes, in the page's order (useQuotationInProgressPage), start beside
    // the page's chunk; an address the page would send back to the quote check is not asked for.
    ...prefetchOnSignedInEntry((context, { params }) => {
      const quotationId = parseRouteId(params.quotationId);
      if (quotationId !== null && parseRouteId(params.productId) !== null) {
        prefetchList(context, estimationsByQuotationQuery(context.apiClient, quotationId));
      }
    }),
    lazy: lazyPage(
      () => import('./QuotationInProgressPage'),
      (m) => m.QuotationInProgressPage,
    ),
  },
  ...quoteLayouts.map((layout): AppRouteObject => ({
    path: quoteDetailPatterns[layout],
    handle: { title: '견적 상세', isShowBackButton: true, isFooterActiveFor: 'quotation-check' },
    // The quote (useQuoteDetailPage) starts beside the page's chunk; an address the page would
    // refuse is not asked for.
    ...prefetchOnSignedInEntry((context, { params }) => {
      const estimationId = parseRouteId(params.estimationId);
      if (estimationId !== null && parseRouteId(params.productId) !== null) {
        prefetch(context, estimationDetailQuery(context.apiClient, estimationId));
      }
    }),
    lazy: lazyPage(
      () => import('./QuoteDetailPage'),
      (m) => m.quoteDetailPages[layout],
    ),
  })),
];
