import { useQuery } from '@tanstack/react-query';
import { getPhoneVerification } from '@quotemarket/contract';
import { useApiClient } from '../api/ApiClientProvider';
import { queryKeys } from '../queries/queryKeys';
import { useIsLoggedIn } from './useIsLoggedIn';

/** Whether the signed-in buyer has verified a phone (`data` null: not yet); asked only with a token. */
export function usePhoneVerificationStatus() {
  const client = useApiClient();
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: queryKeys.auth.phoneVerification(),
    queryFn: ({ signal }) => client.call(getPhoneVerification, { signal }),
    enabled: isLoggedIn,
  });
}
