import { useQuery } from '@tanstack/react-query';
import { getAdminNotice } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** A notice in whatever state it is, for its editor. */
export function useAdminNotice(noticeId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operatorCatalogue.notices.detail(noticeId),
    queryFn: ({ signal }) => client.call(getAdminNotice, { params: { id: noticeId }, signal }),
  });
}
