import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reconfirmAdvertisingConsent } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * Confirms again the buyer's advertising consent (asked two years after it was given): the server
 * dates it today and answers the whole settings, which replace the cache.
 */
export function useReconfirmAdvertisingConsent() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(reconfirmAdvertisingConsent),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.users.notificationSettings(), saved),
  });
}
