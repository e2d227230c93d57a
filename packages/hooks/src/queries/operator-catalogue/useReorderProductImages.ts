import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorderProductImages } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { refreshAfterCatalogueChange } from './refreshAfterCatalogueChange';

export interface ProductImageOrder {
  productId: number;
  /** Every photo of the product, in the order buyers should see them; the first is the list photo. */
  imageIds: number[];
}

/** Puts a product's photos in a new order; the answered product fills its edit form at once. */
export function useReorderProductImages() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, imageIds }: ProductImageOrder) =>
      client.call(reorderProductImages, { params: { id: productId }, body: { imageIds } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.operatorCatalogue.products.detail(saved.id), saved);
      return refreshAfterCatalogueChange(queryClient, 'products');
    },
  });
}
