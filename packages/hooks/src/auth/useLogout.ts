import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@quotemarket/contract';
import { useApiClient } from '../api/ApiClientProvider';
import type { ApiError } from '../api/ApiError';
import { useAppStorage } from '../storage/AppStorageProvider';
import { clearSession } from './session';

/**
 * Signs out: the server revokes the token and forgets this device's notifications, then the device
 * forgets the session. The local part runs even when the call fails: the buyer asked to leave, and a
 * network error or an already-expired token (401) must not keep them signed in on this device.
 */
export function useLogout() {
  const client = useApiClient();
  const storage = useAppStorage();
  const queryClient = useQueryClient();
  return useMutation<null, ApiError, void>({
    mutationFn: () => {
      const deviceId = storage.read('deviceInfo')?.uu_id ?? storage.read('fingerprint');
      return client.call(logout, { query: deviceId ? { deviceId } : {} });
    },
    // Cleared after the call, not before: the call itself needs the stored token.
    onSettled: () => clearSession(storage, queryClient),
  });
}
