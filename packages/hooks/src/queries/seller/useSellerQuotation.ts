import { useQuery } from '@tanstack/react-query';
import { getSellerQuotation } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** One quote request as the dealer sees it, with the dealer's own quote; waits for an id. */
export function useSellerQuotation(quotationId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.seller.quotation(quotationId ?? 0),
    queryFn: ({ signal }) =>
      client.call(getSellerQuotation, { params: { id: quotationId ?? 0 }, signal }),
    enabled: quotationId !== undefined,
  });
}
