import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerLogin, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { useStoredValue } from '../../storage/useStoredValue';
import { queryKeys } from '../queryKeys';
import { sellerTokenKey } from './sellerSession';

export type SellerCredentials = EndpointBody<typeof sellerLogin>;

/**
 * Signs a dealer in with email and password and keeps the dealer's token for later calls, under its
 * own key: a buyer signed in on the same browser keeps the buyer's.
 */
export function useSellerLogin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [, setToken] = useStoredValue(sellerTokenKey);
  return useMutation({
    mutationFn: (credentials: SellerCredentials) => client.call(sellerLogin, { body: credentials }),
    onSuccess: ({ token }) => {
      setToken(token);
      // Whatever another dealer left in the cache on this device must not show to this one.
      queryClient.removeQueries({ queryKey: queryKeys.seller.all });
    },
  });
}
