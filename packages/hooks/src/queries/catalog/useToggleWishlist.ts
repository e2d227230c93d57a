import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toggleWishlist, type ProductDetail } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { updateCacheOptimistically } from '../optimisticUpdate';

/**
 * Wishes or unwishes a product. The detail's heart flips at once and flips back if the API
 * refuses; the product lists, which show the same flag, are refreshed afterwards.
 */
export function useToggleWishlist() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => client.call(toggleWishlist, { query: { productId } }),
    onMutate: async (productId) => ({
      rollback: await updateCacheOptimistically<ProductDetail>(
        queryClient,
        queryKeys.catalog.products.detail(productId),
        (product) => ({ ...product, isWishlisted: !product.isWishlisted }),
      ),
    }),
    onError: (_error, _productId, context) => context?.rollback(),
    onSuccess: ({ productId, isWishlisted }) =>
      queryClient.setQueryData<ProductDetail>(
        queryKeys.catalog.products.detail(productId),
        (product) => product && { ...product, isWishlisted },
      ),
    // Not the detail: refetching it would count a view the buyer did not make.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.catalog.products.lists() }),
  });
}
