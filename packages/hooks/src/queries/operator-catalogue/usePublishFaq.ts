import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishFaq, unpublishFaq } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { refreshAfterCatalogueChange } from './refreshAfterCatalogueChange';

export type FaqPublication =
  /** Publish now, or at `publishAt` (an ISO time ahead). */
  | { faqId: number; publish: true; publishAt?: string }
  /** Take it back to a draft. */
  | { faqId: number; publish: false };

/** Publishes, schedules or takes down an FAQ entry. */
export function usePublishFaq() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FaqPublication) =>
      change.publish
        ? client.call(publishFaq, {
            params: { id: change.faqId },
            body: change.publishAt ? { publishAt: change.publishAt } : {},
          })
        : client.call(unpublishFaq, { params: { id: change.faqId } }),
    onSuccess: () => refreshAfterCatalogueChange(queryClient, 'faqs'),
  });
}
