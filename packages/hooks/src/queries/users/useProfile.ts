import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** The logged-in buyer's profile, for the MY area. */
export function useProfile() {
  return useQuery(profileQuery(useApiClient()));
}

/** The profile's query, for the hook and for the route that asks for it before rendering. */
export function profileQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.users.profile(),
    queryFn: ({ signal }) => client.call(getProfile, { signal }),
  });
}
