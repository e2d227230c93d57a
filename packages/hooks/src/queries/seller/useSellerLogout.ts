import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerLogout } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { useStoredValue } from '../../storage/useStoredValue';
import { queryKeys } from '../queryKeys';
import { sellerTokenKey } from './sellerSession';

/**
 * Signs the dealer out: ends the session on the server, then forgets the dealer's token and cached
 * data, and nothing else — a buyer signed in on the same browser stays signed in.
 */
export function useSellerLogout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [, setToken] = useStoredValue(sellerTokenKey);
  return useMutation({
    mutationFn: () => client.call(sellerLogout),
    // Even when the server call fails (an expired session, no network) the device must sign out.
    onSettled: () => {
      setToken(null);
      queryClient.removeQueries({ queryKey: queryKeys.seller.all });
    },
  });
}
