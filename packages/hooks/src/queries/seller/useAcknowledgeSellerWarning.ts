import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acknowledgeSellerWarning, type SellerWarning } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The dealer has read a warning: it leaves the console's banner at once. */
export function useAcknowledgeSellerWarning() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warningId: number) =>
      client.call(acknowledgeSellerWarning, { params: { id: warningId } }),
    onSuccess: (_answer, warningId) => {
      queryClient.setQueryData<SellerWarning[]>(queryKeys.seller.warnings(), (warnings) =>
        warnings?.filter((warning) => warning.id !== warningId),
      );
    },
  });
}
