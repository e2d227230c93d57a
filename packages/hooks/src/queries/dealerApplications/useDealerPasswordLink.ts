import { useQuery } from '@tanstack/react-query';
import { getDealerPasswordLink } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** Whether the approval's password link still works, and whose account it is for. */
export function useDealerPasswordLink(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.dealerApplications.passwordLink(token),
    queryFn: ({ signal }) => client.call(getDealerPasswordLink, { query: { token }, signal }),
    enabled: token !== '',
    // A used or expired link stays so: asking again cannot change the answer.
    retry: false,
  });
}
