import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMostSoldProducts } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** The best sellers' query, for the hook and for a route that asks for it before rendering. */
export function mostSoldProductsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.home.mostSold(),
    queryFn: ({ signal }) => client.call(listMostSoldProducts, { signal }),
  });
}

/** The home's monthly best sellers (ten products, most requested in the last 30 days first). */
export function useMostSoldProducts() {
  return useQuery(mostSoldProductsQuery(useApiClient()));
}
