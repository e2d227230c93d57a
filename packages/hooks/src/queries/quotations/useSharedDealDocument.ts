import { useQuery } from '@tanstack/react-query';
import { getSharedDealDocument } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * A 견적서 opened with a share link, logged out. A revoked or expired link is a 410 that will not
 * change on a retry, so it is not retried.
 */
export function useSharedDealDocument(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.quotations.sharedDealDocument(token),
    queryFn: ({ signal }) => client.call(getSharedDealDocument, { query: { token }, signal }),
    retry: false,
  });
}
