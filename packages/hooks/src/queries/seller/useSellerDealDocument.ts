import { useQuery } from '@tanstack/react-query';
import { getSellerDealDocument } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The 견적서 of a deal the dealer won (by selection id), the same document the buyer holds. */
export function useSellerDealDocument(selectionId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.seller.dealDocument(selectionId),
    queryFn: ({ signal }) =>
      client.call(getSellerDealDocument, { params: { id: selectionId }, signal }),
  });
}
