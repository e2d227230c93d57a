import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelMembership } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { useAppStorage } from '../../storage/AppStorageProvider';

/**
 * Withdraws the buyer. Afterwards nothing of the account may linger on the device: the local storage
 * (token, ids, consents …) and every cached answer are cleared.
 */
export function useCancelMembership() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const storage = useAppStorage();
  return useMutation({
    mutationFn: () => client.call(cancelMembership),
    onSuccess: () => {
      storage.clearLocal();
      queryClient.clear();
    },
  });
}
