import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProductDetail } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

export interface ProductDetailOptions {
  /**
   * False reads only what is already cached (the detail page the buyer came from) without asking
   * the server: every fetch counts as a view.
   */
  enabled?: boolean;
}

/** One product's detail page (every fetch counts as a view on the server). */
export function useProductDetail(productId: number, { enabled = true }: ProductDetailOptions = {}) {
  return useQuery({ ...productDetailQuery(useApiClient(), productId), enabled });
}

/** One product's query, for the hook and for a route that asks for it before rendering. */
export function productDetailQuery(client: ApiClient, productId: number) {
  return queryOptions({
    queryKey: queryKeys.catalog.products.detail(productId),
    queryFn: ({ signal }) => client.call(getProductDetail, { params: { id: productId }, signal }),
  });
}
