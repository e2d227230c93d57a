import { useQuery } from '@tanstack/react-query';
import { getNoticeDetail } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** One notice with its content (HTML the API has already cleaned to the allowed tags). */
export function useNoticeDetail(noticeId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.catalog.notices.detail(noticeId),
    queryFn: ({ signal }) => client.call(getNoticeDetail, { params: { id: noticeId }, signal }),
  });
}
