import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@quotemarket/contract';
import { useApiClient } from '../api/ApiClientProvider';
import type { ApiError } from '../api/ApiError';
import { browserWebPush, unsubscribeWebPush, type WebPushBrowser } from '../push/webPush';
import type { AppStorage } from '../storage/appStorage';
import { useAppStorage } from '../storage/AppStorageProvider';
import { clearSession } from './session';

/**
 * The device the logout names (document 001, section 7), as the login registered it: in the
 * iOS or Android app the device's `uu_id` from the native wrapper, on the web the stored visitor id
 * (`fingerprint`). Null when neither is known; the token is still revoked then.
 */
export function logoutDeviceId(storage: AppStorage): string | null {
  const deviceInfo = storage.read('deviceInfo');
  if (storage.read('platform') !== 'web' && deviceInfo) return deviceInfo.uu_id;
  return storage.read('fingerprint');
}

export interface LogoutOptions {
  /**
   * Runs once the server has signed the buyer out, before the device forgets the session: e.g.
   * starting the move away from a page that needs a login. The session is cleared once its promise
   * settles, whether it worked or not; a page that must not call with the revoked token (the next
   * page's first calls) returns before it arrives there.
   */
  onSignedOut?: () => void | Promise<unknown>;
  /** The browser whose push subscription ends with the session (tests pass a fake). */
  webPush?: WebPushBrowser;
}

const defaultWebPush = browserWebPush();

/**
 * Signs out: the server revokes the token and forgets this device's notifications, the browser ends
 * its push subscription (nothing for this account may arrive here any more), then the device
 * forgets the session (storage and every cached answer). A failed call keeps the session, so the
 * buyer reads that it failed and can try again (the spec's 'logout failed, try again'); a call
 * answered 401/403 is the app client's rule, which clears the storage and goes to the login.
 */
export function useLogout({ onSignedOut, webPush = defaultWebPush }: LogoutOptions = {}) {
  const client = useApiClient();
  const storage = useAppStorage();
  const queryClient = useQueryClient();
  return useMutation<null, ApiError, void>({
    mutationFn: () => {
      const deviceId = logoutDeviceId(storage);
      return client.call(logout, { query: deviceId ? { deviceId } : {} });
    },
    // Cleared after the call, not before: the call itself needs the stored token.
    onSuccess: async () => {
      await Promise.all([
        Promise.resolve()
          .then(onSignedOut)
          .catch(() => undefined),
        unsubscribeWebPush(webPush),
      ]);
      clearSession(storage, queryClient);
    },
  });
}
