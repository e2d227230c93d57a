import { useQuery } from '@tanstack/react-query';
import { listTopViewedProducts } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The five most viewed products of one main category, or of all when `categoryId` is absent. */
export function useTopViewedProducts(categoryId?: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.home.topViewed(categoryId),
    queryFn: ({ signal }) =>
      client.call(listTopViewedProducts, { query: { categoryId: categoryId ?? 0 }, signal }),
  });
}
