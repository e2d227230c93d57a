import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFaq, updateFaq, type FaqInput } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { refreshAfterCatalogueChange } from './refreshAfterCatalogueChange';

export interface FaqSave {
  /** The entry to change; none saves a new draft. */
  faqId?: number;
  input: FaqInput;
}

/** Saves an FAQ entry: a new one as a draft, or an existing one's question, answer and order. */
export function useSaveFaq() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ faqId, input }: FaqSave) =>
      faqId === undefined
        ? client.call(createFaq, { body: input })
        : client.call(updateFaq, { params: { id: faqId }, body: input }),
    onSuccess: () => refreshAfterCatalogueChange(queryClient, 'faqs'),
  });
}
