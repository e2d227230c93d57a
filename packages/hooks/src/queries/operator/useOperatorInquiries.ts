import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPageSize, listOperatorInquiries, type InquiryStatus } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** One page of the 1:1 문의 queue in one status, paged by the server. */
export function useOperatorInquiries(
  status: InquiryStatus,
  { page, size = defaultPageSize }: { page: number; size?: number },
) {
  const client = useApiClient();
  const query = { status, page, size };
  return useQuery({
    queryKey: queryKeys.operator.market.inquiries.page(query),
    queryFn: ({ signal }) => client.call(listOperatorInquiries, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
