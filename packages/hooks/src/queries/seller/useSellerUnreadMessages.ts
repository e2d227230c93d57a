import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDealerUnreadMessages } from '@quotemarket/contract';
import type { ApiClient } from '../../api/createApiClient';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

export function sellerUnreadMessagesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.seller.messages.unread(),
    queryFn: ({ signal }) => client.call(getDealerUnreadMessages, { signal }),
  });
}

/**
 * What buyers wrote that the dealer has not read: the total (the console's menu) and per quote
 * (the sent-quotes list). `unreadOf(estimationId)` is one quote's count, 0 while loading.
 */
export function useSellerUnreadMessages() {
  const result = useQuery(sellerUnreadMessagesQuery(useApiClient()));
  const { data } = result;
  const unreadOf = (estimationId: number) =>
    data?.requests.find((request) => request.estimationId === estimationId)?.unread ?? 0;
  return { ...result, total: data?.total ?? 0, unreadOf };
}
