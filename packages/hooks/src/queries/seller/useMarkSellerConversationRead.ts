import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readDealerConversation } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * Marks what the buyer wrote on the dealer's quote as read (the buyer sees '읽음'), once the
 * conversation is on screen; the unread counts are read again when something was unread.
 */
export function useMarkSellerConversationRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (estimationId: number) =>
      client.call(readDealerConversation, { params: { id: estimationId } }),
    onSuccess: ({ readCount }) =>
      readCount > 0
        ? queryClient.invalidateQueries({ queryKey: queryKeys.seller.messages.unread() })
        : undefined,
  });
}
