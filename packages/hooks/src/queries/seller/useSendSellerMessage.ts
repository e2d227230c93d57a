import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  sendDealerMessage,
  type Conversation,
  type ConversationMessage,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * Sends the buyer a message about the dealer's quote `estimationId`. The sent message joins the
 * loaded conversation at once, then the conversation is read again. A refusal (a phone number
 * before the buyer chose this quote, a closed conversation, too many messages) is the mutation's
 * `ApiError`, with the server's Korean reason.
 */
export function useSendSellerMessage(estimationId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.seller.messages.conversation(estimationId);
  return useMutation({
    mutationFn: (body: string) =>
      client.call(sendDealerMessage, { params: { id: estimationId }, body: { body } }),
    onSuccess: (sent) => {
      queryClient.setQueryData<InfiniteData<Conversation>>(queryKey, (data) =>
        data ? withLatest(data, sent) : data,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** The pages with `sent` as the newest message, unless the live event brought it first. */
function withLatest(data: InfiniteData<Conversation>, sent: ConversationMessage) {
  const [latest, ...older] = data.pages;
  if (!latest || latest.messages.some((message) => message.id === sent.id)) return data;
  return { ...data, pages: [{ ...latest, messages: [sent, ...latest.messages] }, ...older] };
}
