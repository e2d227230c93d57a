import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTopViewedProducts } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** The five most viewed products of one main category, or of all when `categoryId` is absent. */
export function useTopViewedProducts(categoryId?: number) {
  return useQuery(topViewedProductsQuery(useApiClient(), categoryId));
}

/** The five's query, for the hook and for a route that asks for it before rendering. */
export function topViewedProductsQuery(client: ApiClient, categoryId?: number) {
  return queryOptions({
    queryKey: queryKeys.home.topViewed(categoryId),
    queryFn: ({ signal }) =>
      client.call(listTopViewedProducts, { query: { categoryId: categoryId ?? 0 }, signal }),
  });
}
