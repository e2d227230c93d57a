import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readBuyerConversation } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * Marks what the store of quote `estimationId` sent as read: the store sees '읽음', and when any
 * message was unread the buyer's unread counts (quote list, bottom navigation) are read again.
 */
export function useMarkConversationRead(estimationId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(readBuyerConversation, { params: { id: estimationId } }),
    onSuccess: ({ readCount }) =>
      readCount > 0
        ? queryClient.invalidateQueries({ queryKey: queryKeys.messages.unread() })
        : undefined,
  });
}
