import { useQuery } from '@tanstack/react-query';
import { listOperatorDemoAccounts, type OperatorDemoAccount } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { ApiError } from '../../api/ApiError';
import { queryKeys } from '../queryKeys';

/**
 * The demo operators (one per role) a development server offers on the console's login page, each
 * with the code its authenticator would show now: `refetch` for a fresh one, as the code changes
 * every 30 seconds. Production answers 404, which reads as no accounts (not as an error, so
 * nothing is retried or shown).
 */
export function useOperatorDemoAccounts() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operator.demoAccounts(),
    queryFn: async ({ signal }): Promise<OperatorDemoAccount[]> => {
      try {
        return await client.call(listOperatorDemoAccounts, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
}
