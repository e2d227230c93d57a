import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  sendBuyerMessage,
  type Conversation,
  type ConversationMessage,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The sent message, newest, at the head of the newest page (unless a refresh brought it already). */
function withSent(
  data: InfiniteData<Conversation, number | null> | undefined,
  sent: ConversationMessage,
): InfiniteData<Conversation, number | null> | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest || newest.messages.some((message) => message.id === sent.id)) return data;
  return { ...data, pages: [{ ...newest, messages: [sent, ...newest.messages] }, ...older] };
}

/**
 * Sends the buyer's message to the store of quote `estimationId`; once the server takes it, it
 * joins the conversation at once. A refused one rejects with the server's Korean reason (a phone
 * number before the buyer has chosen, a link, a closed conversation) as the `ApiError`'s message.
 */
export function useSendMessage(estimationId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      client.call(sendBuyerMessage, { params: { id: estimationId }, body: { body } }),
    onSuccess: (sent) => {
      queryClient.setQueryData<InfiniteData<Conversation, number | null>>(
        queryKeys.messages.conversation(estimationId),
        (data) => withSent(data, sent),
      );
    },
  });
}
