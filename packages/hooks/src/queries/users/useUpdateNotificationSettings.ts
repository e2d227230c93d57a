import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationSwitchesOf,
  updateNotificationSettings,
  type NotificationSettings,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { updateCacheOptimistically } from '../optimisticUpdate';

export const updateNotificationSettingsMutationKey = ['users', 'update-notification-settings'];

/**
 * Saves the whole set of notification switches (only the switches go: the server dates the
 * consents). The switches move at once (optimistically) and move back if the save fails, so a
 * toggle never waits on the network. The answer, with the consent dates the server recorded,
 * replaces the cache; while a later save is still on its way, that later one has the last word.
 */
export function useUpdateNotificationSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.users.notificationSettings();
  const othersPending = () =>
    queryClient.isMutating({ mutationKey: updateNotificationSettingsMutationKey }) > 1;
  return useMutation({
    mutationKey: updateNotificationSettingsMutationKey,
    mutationFn: (settings: NotificationSettings) =>
      client.call(updateNotificationSettings, { body: notificationSwitchesOf(settings) }),
    onMutate: async (settings) => ({
      rollback: await updateCacheOptimistically<NotificationSettings>(
        queryClient,
        queryKey,
        () => settings,
      ),
    }),
    onError: (_error, _settings, context) => {
      // A later save carries the whole object again; otherwise the switches move back.
      if (othersPending()) void queryClient.invalidateQueries({ queryKey });
      else context?.rollback();
    },
    onSuccess: (saved) => {
      if (!othersPending()) queryClient.setQueryData(queryKey, saved);
    },
  });
}
