import { queryOptions, useQuery } from '@tanstack/react-query';
import { listFaqs } from '@quotemarket/contract';
import type { ApiClient } from '../../api/createApiClient';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The FAQ's query, shared by the page's hook and the route that starts it (and the server's render). */
export function faqsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.catalog.faqs(),
    queryFn: ({ signal }) => client.call(listFaqs, { signal }),
  });
}

/** The published FAQ, every category, in the order operators set. */
export function useFaqs() {
  return useQuery(faqsQuery(useApiClient()));
}
