import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelMembership } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { clearSession } from '../../auth/session';
import { useAppStorage } from '../../storage/AppStorageProvider';

export interface CancelMembershipOptions {
  /**
   * How long the device keeps the session after the withdrawal succeeded (the server has already
   * revoked the token), so a page can say goodbye first: the spec logs out after 2 s. At once by
   * default.
   */
  sessionEndDelayMs?: number;
  /**
   * Runs as the session ends, just before it is cleared in the same task: e.g. leaving a page that
   * needs a login (navigate with flushSync, so the guard never sees the page without a login).
   */
  onSessionEnd?: () => void | Promise<unknown>;
}

/**
 * Withdraws the buyer. Afterwards nothing of the account may linger on the device: the local storage
 * (token, ids, consents …) and every cached answer are cleared, at once or after
 * `sessionEndDelayMs`. The clearing belongs to the mutation, not to the page: it happens even when
 * the page that asked is gone by then.
 */
export function useCancelMembership({
  sessionEndDelayMs = 0,
  onSessionEnd,
}: CancelMembershipOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const storage = useAppStorage();
  return useMutation({
    mutationFn: () => client.call(cancelMembership),
    onSuccess: () => {
      const end = () => {
        // All in one task: the page leaves (e.g. navigate with flushSync), then the session goes,
        // before any request of the next page reads the token (the client reads it a tick later).
        // The page's step failing does not keep the session on the device.
        try {
          void Promise.resolve(onSessionEnd?.()).catch(() => undefined);
        } catch {
          // As above, for a step that throws before it returns.
        }
        clearSession(storage, queryClient);
      };
      if (sessionEndDelayMs <= 0) return end();
      setTimeout(end, sessionEndDelayMs);
      return undefined;
    },
  });
}
