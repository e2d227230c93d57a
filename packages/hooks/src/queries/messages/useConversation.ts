import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  defaultMessagePageSize,
  getBuyerConversation,
  type ConversationMessage,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/**
 * One quote's conversation, for the hook and for the route that asks for it before rendering: the
 * newest page first, each further page the messages before the last one's `nextBefore`.
 */
export function conversationQuery(client: ApiClient, estimationId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.messages.conversation(estimationId),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      client.call(getBuyerConversation, {
        params: { id: estimationId },
        query: {
          size: defaultMessagePageSize,
          ...(pageParam === null ? {} : { before: pageParam }),
        },
        signal,
      }),
    getNextPageParam: (page) => page.nextBefore,
  });
}

/**
 * The buyer's conversation with the store that sent quote `estimationId`: `conversation` (the
 * store's name, whether it is open) from the newest page, `messages` oldest first as the
 * transcript shows them, and `loadEarlier` for the page before the oldest loaded.
 */
export function useConversation(estimationId: number) {
  const query = useInfiniteQuery(conversationQuery(useApiClient(), estimationId));
  const pages = query.data?.pages;
  const messages = useMemo(
    () => oldestFirst(pages?.flatMap((page) => page.messages) ?? []),
    [pages],
  );
  return {
    ...query,
    conversation: pages?.[0],
    messages,
    hasEarlier: query.hasNextPage,
    loadEarlier: () => void query.fetchNextPage(),
  };
}

/** Pages come newest first; a message sent while older pages loaded may show up twice. */
function oldestFirst(newestFirst: readonly ConversationMessage[]): ConversationMessage[] {
  const seen = new Set<number>();
  const unique = newestFirst.filter((message) => {
    if (seen.has(message.id)) return false;
    seen.add(message.id);
    return true;
  });
  return unique.reverse();
}
