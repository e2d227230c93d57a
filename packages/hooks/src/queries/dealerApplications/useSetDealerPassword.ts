import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setDealerPassword, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** Sets the new dealer's first password through the one-time link; the link is spent after. */
export function useSetDealerPassword() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointBody<typeof setDealerPassword>) =>
      client.call(setDealerPassword, { body: input }),
    onSuccess: (_answer, input) =>
      queryClient.removeQueries({
        queryKey: queryKeys.dealerApplications.passwordLink(input.token),
      }),
  });
}
