import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProductImage } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { refreshAfterCatalogueChange } from './refreshAfterCatalogueChange';

/** Removes one photo of a product; the answered product (the rest, moved up) fills its edit form. */
export function useDeleteProductImage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, imageId }: { productId: number; imageId: number }) =>
      client.call(deleteProductImage, { params: { id: productId, imageId } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.operatorCatalogue.products.detail(saved.id), saved);
      return refreshAfterCatalogueChange(queryClient, 'products');
    },
  });
}
