import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAdminProductVisibility } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { refreshAfterCatalogueChange } from './refreshAfterCatalogueChange';

/** Hides a product from buyers (`isActive: false`) or shows it again. */
export function useSetProductVisibility() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, isActive }: { productId: number; isActive: boolean }) =>
      client.call(setAdminProductVisibility, { params: { id: productId }, body: { isActive } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.operatorCatalogue.products.detail(saved.id), saved);
      return refreshAfterCatalogueChange(queryClient, 'products');
    },
  });
}
