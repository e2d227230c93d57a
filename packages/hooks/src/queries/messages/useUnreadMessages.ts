import { useQuery } from '@tanstack/react-query';
import { getBuyerUnreadMessages, type BuyerUnreadMessages } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The counts by request and by quote (a stable function: the answer is indexed once). */
function indexed(data: BuyerUnreadMessages) {
  const ofRequest = new Map<number, number>();
  const ofQuote = new Map<number, number>();
  for (const request of data.requests) {
    ofRequest.set(request.quotationId, request.unread);
    for (const quote of request.estimations) ofQuote.set(quote.estimationId, quote.unread);
  }
  return { total: data.total, ofRequest, ofQuote };
}

/**
 * How many messages the stores sent that the buyer has not read: `total` (the bottom navigation),
 * `ofRequest` (a request's card) and `ofQuote` (a bidder's card), 0 while unknown. Kept live by
 * `useQuotationEvents`, which refreshes it when a message arrives.
 */
export function useUnreadMessages({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: queryKeys.messages.unread(),
    queryFn: ({ signal }) => client.call(getBuyerUnreadMessages, { signal }),
    enabled,
    select: indexed,
  });
  const counts = query.data;
  return {
    ...query,
    total: counts?.total ?? 0,
    ofRequest: (quotationId: number) => counts?.ofRequest.get(quotationId) ?? 0,
    ofQuote: (estimationId: number) => counts?.ofQuote.get(estimationId) ?? 0,
  };
}
