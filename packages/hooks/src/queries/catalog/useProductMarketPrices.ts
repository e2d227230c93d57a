import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProductMarketPrices } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** A product's market prices from real deals, one per variant with enough deals. */
export function useProductMarketPrices(productId: number) {
  return useQuery(productMarketPricesQuery(useApiClient(), productId));
}

/** One product's market prices query, for the hook and for the route that asks for it on entry. */
export function productMarketPricesQuery(client: ApiClient, productId: number) {
  return queryOptions({
    queryKey: queryKeys.catalog.products.marketPrices(productId),
    queryFn: ({ signal }) =>
      client.call(getProductMarketPrices, { params: { id: productId }, signal }),
  });
}
