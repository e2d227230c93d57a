import { useMutation } from '@tanstack/react-query';
import { updateBiddingNotificationPreference, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';

/** Turns the lowest-price quote notifications of one request on or off. */
export function useUpdateBiddingNotificationPreference() {
  const client = useApiClient();
  // Nothing the app reads carries this flag, so there is nothing to invalidate.
  return useMutation({
    mutationFn: (body: EndpointBody<typeof updateBiddingNotificationPreference>) =>
      client.call(updateBiddingNotificationPreference, { body }),
  });
}
