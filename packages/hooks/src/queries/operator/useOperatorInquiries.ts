import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  defaultPageSize,
  listOperatorInquiries,
  operatorInquirySorting,
  type EndpointQuery,
  type InquiryStatus,
  type ListOrder,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

type InquirySortColumn = NonNullable<EndpointQuery<typeof listOperatorInquiries>['sort']>;

/**
 * One page of the 1:1 문의 queue in one status, ordered (by the tab's own order unless asked
 * otherwise) and paged by the server.
 */
export function useOperatorInquiries(
  status: InquiryStatus,
  {
    page,
    size = defaultPageSize,
    order = operatorInquirySorting[status].fallback,
  }: { page: number; size?: number; order?: ListOrder<InquirySortColumn> },
) {
  const client = useApiClient();
  const query = { status, ...order, page, size };
  return useQuery({
    queryKey: queryKeys.operator.market.inquiries.page(query),
    queryFn: ({ signal }) => client.call(listOperatorInquiries, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
