import { useQuery } from '@tanstack/react-query';
import { getPurchaseHistoryDetail } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The detail of one selected request (by quotation id), with the dealer's phone number. */
export function usePurchaseHistoryDetail(quotationId: number, { enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.quotations.purchaseDetail(quotationId),
    queryFn: ({ signal }) =>
      client.call(getPurchaseHistoryDetail, { params: { id: quotationId }, signal }),
    enabled,
  });
}
