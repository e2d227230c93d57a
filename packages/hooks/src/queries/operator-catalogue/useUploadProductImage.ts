import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productImageRules, uploadProductImage, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { refreshAfterCatalogueChange } from './refreshAfterCatalogueChange';

export interface ProductImageUpload {
  productId: number;
  /** A JPEG or PNG of at most 5 MB (`validateProfileImage` says why another is refused). */
  file: Blob;
}

/**
 * Adds a photo at the end of a product's gallery. The answered product (photos in order) fills its
 * edit form at once; a refusal is an `ApiError` with the server's Korean sentence.
 */
export function useUploadProductImage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, file }: ProductImageUpload) => {
      const form = new FormData();
      form.append(productImageRules.field, file);
      // The contract leaves a multipart body undescribed (an empty object), so the form stands in for it.
      return client.call(uploadProductImage, {
        params: { id: productId },
        body: form as unknown as EndpointBody<typeof uploadProductImage>,
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.operatorCatalogue.products.detail(saved.id), saved);
      return refreshAfterCatalogueChange(queryClient, 'products');
    },
  });
}
