import {
  conversationQuery,
  estimationDetailQuery,
  estimationsByQuotationQuery,
  quotationsAwaitingSelectionQuery,
} from '@quotemarket/hooks';
import { prefetch, prefetchList, prefetchOnSignedInEntry } from '../../shell/routePrefetch';
import { parseRouteId } from './routeIds';

// The quotation pages' first requests, loaded with their code (lazyPage's `entry`).

/** The first page of requests waiting for a choice (useQuotationCheckPage). */
export const quotationCheckEntry = prefetchOnSignedInEntry((context) => {
  prefetchList(context, quotationsAwaitingSelectionQuery(context.apiClient));
});

/**
 * The request's first quotes, in the page's order (useQuotationInProgressPage); an address the
 * page would send back to the quote check is not asked for.
 */
export const quotationInProgressEntry = prefetchOnSignedInEntry((context, { params }) => {
  const quotationId = parseRouteId(params.quotationId);
  if (quotationId !== null && parseRouteId(params.productId) !== null) {
    prefetchList(context, estimationsByQuotationQuery(context.apiClient, quotationId));
  }
});

/** The quote (useQuoteDetailPage); an address the page would refuse is not asked for. */
export const quoteDetailEntry = prefetchOnSignedInEntry((context, { params }) => {
  const estimationId = parseRouteId(params.estimationId);
  if (estimationId !== null && parseRouteId(params.productId) !== null) {
    prefetch(context, estimationDetailQuery(context.apiClient, estimationId));
  }
});

/** The conversation's newest messages (useConversationPage); a refused address asks nothing. */
export const conversationEntry = prefetchOnSignedInEntry((context, { params }) => {
  const estimationId = parseRouteId(params.estimationId);
  if (estimationId !== null)
    prefetchList(context, conversationQuery(context.apiClient, estimationId));
});
