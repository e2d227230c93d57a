import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSellerWarnings } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/**
 * The warnings' query, for the hook and for the server's render of the inbox: every console page
 * shows them, so the rendered inbox carries them and the browser asks nothing before the dealer acts.
 */
export function sellerWarningsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.seller.warnings(),
    queryFn: ({ signal }) => client.call(listSellerWarnings, { signal }),
  });
}

/** The operators' warnings and notices the dealer has not acknowledged yet, newest first. */
export function useSellerWarnings() {
  return useQuery(sellerWarningsQuery(useApiClient()));
}
