import { useMutation } from '@tanstack/react-query';
import { requestPhoneVerification, type EndpointResponse } from '@quotemarket/contract';
import { useApiClient } from '../api/ApiClientProvider';
import type { ApiError } from '../api/ApiError';

/** Asks the server to text a 4-digit code to `phone` (digits only); answers when the code expires. */
export function useRequestPhoneVerification() {
  const client = useApiClient();
  return useMutation<EndpointResponse<typeof requestPhoneVerification>, ApiError, string>({
    // A pending code is not cached anywhere, so nothing is invalidated.
    mutationFn: (phone) =>
      client.call(requestPhoneVerification, { body: { target: 'PHONE', payload: phone } }),
  });
}
