import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelMembership } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { clearSession } from '../../auth/session';
import { browserWebPush, unsubscribeWebPush, type WebPushBrowser } from '../../push/webPush';
import { useAppStorage } from '../../storage/AppStorageProvider';

export interface CancelMembershipOptions {
  /**
   * How long the device keeps the session after the withdrawal succeeded (the server has already
   * revoked the token), so a page can say goodbye first: the spec logs out after 2 s. At once by
   * default.
   */
  sessionEndDelayMs?: number;
  /**
   * Runs when the session ends, before it is cleared: e.g. starting the move away from a page that
   * needs a login. The session is cleared once its promise settles; a page that must not call with
   * the revoked token (the next page's first calls) returns before it arrives there.
   */
  onSessionEnd?: () => void | Promise<unknown>;
  /** The browser whose push subscription ends with the account (tests pass a fake). */
  webPush?: WebPushBrowser;
}

const defaultWebPush = browserWebPush();

/**
 * Withdraws the buyer. Afterwards nothing of the account may linger on the device: the browser's
 * push subscription is ended at once, and the local storage (token, ids, consents …) and every
 * cached answer are cleared, at once or after `sessionEndDelayMs`. The clearing belongs to the
 * mutation, not to the page: it happens even when the page that asked is gone by then.
 */
export function useCancelMembership({
  sessionEndDelayMs = 0,
  onSessionEnd,
  webPush = defaultWebPush,
}: CancelMembershipOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const storage = useAppStorage();
  return useMutation({
    mutationFn: () => client.call(cancelMembership),
    onSuccess: async () => {
      // The account is gone: no notification of it may reach this browser, even during the delay.
      await unsubscribeWebPush(webPush);
      const end = async () => {
        // A failing step of the page must not keep the session on the device.
        await Promise.resolve()
          .then(onSessionEnd)
          .catch(() => undefined);
        clearSession(storage, queryClient);
      };
      if (sessionEndDelayMs <= 0) return end();
      setTimeout(() => void end(), sessionEndDelayMs);
      return undefined;
    },
  });
}
