import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPhoneVerification } from '@quotemarket/contract';
import { useApiClient } from '../api/ApiClientProvider';
import type { ApiClient } from '../api/createApiClient';
import { queryKeys } from '../queries/queryKeys';
import { useIsLoggedIn } from './useIsLoggedIn';

/** Whether the signed-in buyer has verified a phone (`data` null: not yet); asked only with a token. */
export function usePhoneVerificationStatus() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...phoneVerificationQuery(useApiClient()), enabled: isLoggedIn });
}

/** The verification's query, for the hook and for a route that asks for it before rendering. */
export function phoneVerificationQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.auth.phoneVerification(),
    queryFn: ({ signal }) => client.call(getPhoneVerification, { signal }),
  });
}
