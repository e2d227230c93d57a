import { useQuery } from '@tanstack/react-query';
import { listMainCategories } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The main categories in display order; they change rarely, so they stay fresh for ten minutes. */
export function useMainCategories() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.home.mainCategories(),
    queryFn: ({ signal }) => client.call(listMainCategories, { signal }),
    staleTime: 10 * 60_000,
  });
}
