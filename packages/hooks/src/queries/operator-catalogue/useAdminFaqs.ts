import { useQuery } from '@tanstack/react-query';
import { listAdminFaqs, type FaqCategory } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** Every FAQ entry (drafts and schedules too) of a category, or all, in the buyers' order. */
export function useAdminFaqs(category?: FaqCategory) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operatorCatalogue.faqs.list(category),
    queryFn: ({ signal }) =>
      client.call(listAdminFaqs, { query: category ? { category } : {}, signal }),
  });
}
