import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSellerProfile } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** The profile's query, for the hook and for the server's render of a console page. */
export function sellerProfileQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.seller.profile(),
    queryFn: ({ signal }) => client.call(getSellerProfile, { signal }),
  });
}

/** The signed-in dealer's store, with average rating, review count and won deals. */
export function useSellerProfile() {
  return useQuery(sellerProfileQuery(useApiClient()));
}
