import { useQuery } from '@tanstack/react-query';
import { getProfile } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The logged-in buyer's profile, for the MY area. */
export function useProfile() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.users.profile(),
    queryFn: ({ signal }) => client.call(getProfile, { signal }),
  });
}
