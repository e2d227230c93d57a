import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defaultMessagePageSize, getDealerConversation } from '@quotemarket/contract';
import type { ApiClient } from '../../api/createApiClient';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * One quote's conversation as pages: the latest messages first, then each page older than the
 * last (`before` its oldest message) as the dealer scrolls up.
 */
export function sellerConversationQuery(client: ApiClient, estimationId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.seller.messages.conversation(estimationId),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      client.call(getDealerConversation, {
        params: { id: estimationId },
        query: { before: pageParam, size: defaultMessagePageSize },
        signal,
      }),
    getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
  });
}

/**
 * The conversation with the buyer about the dealer's quote `estimationId`: `conversation` (who the
 * buyer is to the dealer, whether it can still be written in, when it closes) from its latest page,
 * and `messages` oldest first, as a transcript shows them; `fetchNextPage` loads earlier ones.
 */
export function useSellerConversation(estimationId: number) {
  const result = useInfiniteQuery(sellerConversationQuery(useApiClient(), estimationId));
  const { data } = result;
  const messages = useMemo(
    () => data?.pages.flatMap((page) => page.messages).toReversed() ?? [],
    [data],
  );
  return { ...result, conversation: data?.pages[0], messages };
}
