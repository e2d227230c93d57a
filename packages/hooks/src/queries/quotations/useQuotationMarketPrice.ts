import { useQuery } from '@tanstack/react-query';
import { getQuotationMarketPrice } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The market price of the deals like one of the buyer's requests (null while too few). */
export function useQuotationMarketPrice(quotationId: number, { enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.quotations.marketPrice(quotationId),
    queryFn: ({ signal }) =>
      client.call(getQuotationMarketPrice, { params: { id: quotationId }, signal }),
    enabled,
  });
}
