import { useQuery } from '@tanstack/react-query';
import { getDealDocument } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The buyer's 견적서 of a selected request (by quotation id) and its live share link. */
export function useDealDocument(quotationId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.quotations.dealDocument(quotationId),
    queryFn: ({ signal }) => client.call(getDealDocument, { params: { id: quotationId }, signal }),
  });
}
