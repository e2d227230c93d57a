import { useQuery } from '@tanstack/react-query';
import { getProductMarketPrices } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** A product's market prices from real deals, one per variant with enough deals. */
export function useProductMarketPrices(productId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.catalog.products.marketPrices(productId),
    queryFn: ({ signal }) =>
      client.call(getProductMarketPrices, { params: { id: productId }, signal }),
  });
}
