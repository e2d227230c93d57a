import { useQuery } from '@tanstack/react-query';
import { getSellerProfile } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The signed-in dealer's store, with average rating, review count and won deals. */
export function useSellerProfile() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.seller.profile(),
    queryFn: ({ signal }) => client.call(getSellerProfile, { signal }),
  });
}
