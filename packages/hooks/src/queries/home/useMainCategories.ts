import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMainCategories } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** The main categories' query, for the hook and for a route that asks for it before rendering. */
export function mainCategoriesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.home.mainCategories(),
    queryFn: ({ signal }) => client.call(listMainCategories, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The main categories in display order; they change rarely, so they stay fresh for ten minutes. */
export function useMainCategories() {
  return useQuery(mainCategoriesQuery(useApiClient()));
}
