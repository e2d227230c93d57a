import { useQuery } from '@tanstack/react-query';
import { previewNotice } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * A saved notice exactly as the buyer app's notice page receives it (the server's sanitised HTML),
 * for a preview drawn with the buyer app's own component. Always asked afresh: it follows edits.
 */
export function useNoticePreview(noticeId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operatorCatalogue.notices.preview(noticeId),
    queryFn: ({ signal }) => client.call(previewNotice, { params: { id: noticeId }, signal }),
    enabled,
    staleTime: 0,
  });
}
