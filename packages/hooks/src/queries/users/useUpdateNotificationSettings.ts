import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateNotificationSettings, type NotificationSettings } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { updateCacheOptimistically } from '../optimisticUpdate';

/**
 * Saves the whole set of notification switches. The switches move at once (optimistically) and
 * move back if the save fails, so a toggle never waits on the network.
 */
export function useUpdateNotificationSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.users.notificationSettings();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      client.call(updateNotificationSettings, { body: settings }),
    onMutate: async (settings) => ({
      rollback: await updateCacheOptimistically<NotificationSettings>(
        queryClient,
        queryKey,
        () => settings,
      ),
    }),
    onError: (_error, _settings, context) => context?.rollback(),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
