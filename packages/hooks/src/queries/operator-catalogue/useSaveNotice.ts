import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNotice, updateNotice, type NoticeInput } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { refreshAfterCatalogueChange } from './refreshAfterCatalogueChange';

export interface NoticeSave {
  /** The notice to change; none saves a new draft. */
  noticeId?: number;
  input: NoticeInput;
}

/** Saves the editor: a new notice as a draft, or an existing one's title, category and content. */
export function useSaveNotice() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noticeId, input }: NoticeSave) =>
      noticeId === undefined
        ? client.call(createNotice, { body: input })
        : client.call(updateNotice, { params: { id: noticeId }, body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.operatorCatalogue.notices.detail(saved.id), saved);
      return refreshAfterCatalogueChange(queryClient, 'notices');
    },
  });
}
