import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorLogout } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { useStoredValue } from '../../storage/useStoredValue';
import { queryKeys } from '../queryKeys';
import { operatorSessionEndedKey, operatorTokenKey } from './operatorSession';

/**
 * Signs the operator out: ends the session on the server, then forgets the operator's token and
 * cached data, and nothing else — a buyer or dealer signed in on the same browser stays signed in.
 */
export function useOperatorLogout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [, setToken] = useStoredValue(operatorTokenKey);
  const [, setSessionEnded] = useStoredValue(operatorSessionEndedKey);
  return useMutation({
    mutationFn: () => client.call(operatorLogout),
    // Even when the server call fails (an ended session, no network) the tab must sign out.
    onSettled: () => {
      setSessionEnded(null);
      setToken(null);
      queryClient.removeQueries({ queryKey: queryKeys.operator.all });
    },
  });
}
