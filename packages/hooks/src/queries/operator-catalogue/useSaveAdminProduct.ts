import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdminProduct, updateAdminProduct, type ProductInput } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { refreshAfterCatalogueChange } from './refreshAfterCatalogueChange';

export interface ProductSave {
  /** The product to change; none creates a new one. */
  productId?: number;
  input: ProductInput;
}

/**
 * Saves the product form: creates a product or replaces one's values. The answered product fills
 * its edit form at once, before the lists are asked again.
 */
export function useSaveAdminProduct() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, input }: ProductSave) =>
      productId === undefined
        ? client.call(createAdminProduct, { body: input })
        : client.call(updateAdminProduct, { params: { id: productId }, body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.operatorCatalogue.products.detail(saved.id), saved);
      return refreshAfterCatalogueChange(queryClient, 'products');
    },
  });
}
