import { useQuery } from '@tanstack/react-query';
import { listSellerWarnings } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The operators' warnings and notices the dealer has not acknowledged yet, newest first. */
export function useSellerWarnings() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.seller.warnings(),
    queryFn: ({ signal }) => client.call(listSellerWarnings, { signal }),
  });
}
