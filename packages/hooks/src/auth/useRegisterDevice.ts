import { useMutation } from '@tanstack/react-query';
import { registerDevice, type EndpointBody, type EndpointResponse } from '@quotemarket/contract';
import { useApiClient } from '../api/ApiClientProvider';
import type { ApiError } from '../api/ApiError';

/** Registers this device for notifications right after login (on the web: platform web, the fingerprint as udid). */
export function useRegisterDevice() {
  const client = useApiClient();
  return useMutation<
    EndpointResponse<typeof registerDevice>,
    ApiError,
    EndpointBody<typeof registerDevice>
  >({
    // Nothing the app caches depends on the device list, so nothing is invalidated.
    mutationFn: (body) => client.call(registerDevice, { body }),
  });
}
