import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishNotice, unpublishNotice } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { refreshAfterCatalogueChange } from './refreshAfterCatalogueChange';

export type NoticePublication =
  /** Publish now, or at `publishAt` (an ISO time ahead: buyers see it from then). */
  | { noticeId: number; publish: true; publishAt?: string }
  /** Take it back to a draft: buyers stop seeing it, a schedule is cancelled. */
  | { noticeId: number; publish: false };

/** Publishes, schedules or takes down a notice. */
export function usePublishNotice() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NoticePublication) =>
      change.publish
        ? client.call(publishNotice, {
            params: { id: change.noticeId },
            body: change.publishAt ? { publishAt: change.publishAt } : {},
          })
        : client.call(unpublishNotice, { params: { id: change.noticeId } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.operatorCatalogue.notices.detail(saved.id), saved);
      return refreshAfterCatalogueChange(queryClient, 'notices');
    },
  });
}
