import { useQuery } from '@tanstack/react-query';
import { getAdminProduct } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** A product with every value of its edit form (options, specs, carrier subsidies). */
export function useAdminProduct(productId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operatorCatalogue.products.detail(productId),
    queryFn: ({ signal }) => client.call(getAdminProduct, { params: { id: productId }, signal }),
  });
}
