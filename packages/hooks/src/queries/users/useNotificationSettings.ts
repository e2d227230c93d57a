import { useQuery } from '@tanstack/react-query';
import { getNotificationSettings } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The buyer's notification switches, for the notification settings screen. */
export function useNotificationSettings() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.users.notificationSettings(),
    queryFn: ({ signal }) => client.call(getNotificationSettings, { signal }),
  });
}
