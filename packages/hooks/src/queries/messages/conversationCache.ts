import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationMessage, MessageSender } from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';

type ConversationPages = InfiniteData<Conversation, number | null>;

/** Where each side keeps a quote's conversation. */
export function conversationKeyOf(side: MessageSender, estimationId: number) {
  return side === 'buyer'
    ? queryKeys.messages.conversation(estimationId)
    : queryKeys.seller.messages.conversation(estimationId);
}

/** The pages with `sent` as the newest message, unless the live event brought it first. */
function withSent(data: ConversationPages | undefined, sent: ConversationMessage) {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest || newest.messages.some((message) => message.id === sent.id)) return data;
  return { ...data, pages: [{ ...newest, messages: [sent, ...newest.messages] }, ...older] };
}

/**
 * A message the server took joins the loaded conversation at once (newest at the bottom), photo
 * and its stored size included, without reading the whole conversation again.
 */
export function addSentMessage(
  queryClient: QueryClient,
  side: MessageSender,
  estimationId: number,
  sent: ConversationMessage,
) {
  queryClient.setQueryData<ConversationPages>(conversationKeyOf(side, estimationId), (data) =>
    withSent(data, sent),
  );
}
