import { useQuery } from '@tanstack/react-query';
import { listAdminCategories } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * The main categories with their sub-categories, for the product form's choices. The tree is
 * changed only by a migration, so one answer serves the whole session.
 */
export function useAdminCategories() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operatorCatalogue.categories(),
    queryFn: ({ signal }) => client.call(listAdminCategories, { signal }),
    staleTime: Infinity,
  });
}
