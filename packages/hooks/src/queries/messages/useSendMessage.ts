import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendBuyerMessage, sendDealerMessage, type MessageSender } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { addSentMessage } from './conversationCache';

const endpoints = { buyer: sendBuyerMessage, dealer: sendDealerMessage } as const;

/**
 * Sends a message in the conversation about quote `estimationId`, from the buyer's app or the
 * dealer's console (`side`); once the server takes it, it joins the conversation at once. A refused
 * one rejects with the server's Korean reason (a phone number before the buyer has chosen, a link,
 * a closed conversation, too many messages) as the `ApiError`'s message.
 */
export function useSendMessage(side: MessageSender, estimationId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      client.call(endpoints[side], { params: { id: estimationId }, body: { body } }),
    onSuccess: (sent) => addSentMessage(queryClient, side, estimationId, sent),
  });
}
