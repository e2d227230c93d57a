import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';
import { useIsLoggedIn } from '../../auth/useIsLoggedIn';

/**
 * The logged-in buyer's profile, for the MY area and the forms it fills in. A guest has none: the
 * call, which could only be refused, is not made.
 */
export function useProfile() {
  return useQuery({ ...profileQuery(useApiClient()), enabled: useIsLoggedIn() });
}

/** The profile's query, for the hook and for the route that asks for it before rendering. */
export function profileQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.users.profile(),
    queryFn: ({ signal }) => client.call(getProfile, { signal }),
  });
}
