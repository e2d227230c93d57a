import { useMutation } from '@tanstack/react-query';
import {
  findInternetProductByProperties,
  type InternetProductProperties,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';

/** Looks up the internet product the answers describe, just before sending (productId 0: none). */
export function useFindInternetProduct() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (properties: InternetProductProperties) =>
      (await client.call(findInternetProductByProperties, { body: properties })).productId,
  });
}
