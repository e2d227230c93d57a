import { useQuery } from '@tanstack/react-query';
import { listMostSoldProducts } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The home's monthly best sellers (ten products, most requested in the last 30 days first). */
export function useMostSoldProducts() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.home.mostSold(),
    queryFn: ({ signal }) => client.call(listMostSoldProducts, { signal }),
  });
}
