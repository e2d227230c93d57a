import { useQuery } from '@tanstack/react-query';
import { listSellerDemoAccounts, type SellerDemoAccount } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { ApiError } from '../../api/ApiError';
import { queryKeys } from '../queryKeys';

/**
 * The demo dealer accounts a development server offers on the console's login page. Production
 * answers 404, which reads as no accounts (not as an error, so nothing is retried or shown).
 */
export function useSellerDemoAccounts() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.seller.demoAccounts(),
    queryFn: async ({ signal }): Promise<SellerDemoAccount[]> => {
      try {
        return await client.call(listSellerDemoAccounts, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
}
