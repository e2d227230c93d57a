import { useQuery } from '@tanstack/react-query';
import { getProductDetail } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** One product's detail page (every fetch counts as a view on the server). */
export function useProductDetail(productId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.catalog.products.detail(productId),
    queryFn: ({ signal }) => client.call(getProductDetail, { params: { id: productId }, signal }),
  });
}
