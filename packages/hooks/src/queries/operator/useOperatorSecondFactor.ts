import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorSecondFactor, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { useStoredValue } from '../../storage/useStoredValue';
import { queryKeys } from '../queryKeys';
import { operatorSessionEndedKey, operatorTokenKey } from './operatorSession';

/** The challenge with the authenticator app's six digits, or with one recovery code. */
export type OperatorSecondFactor = EndpointBody<typeof operatorSecondFactor>;

/**
 * The operator login's second step: the code completes the challenge, and the session's token is
 * kept for this tab. Whatever another operator left in the cache is dropped, and the console's
 * frame starts with the operator the answer names.
 */
export function useOperatorSecondFactor() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [, setToken] = useStoredValue(operatorTokenKey);
  const [, setSessionEnded] = useStoredValue(operatorSessionEndedKey);
  return useMutation({
    mutationFn: (factor: OperatorSecondFactor) =>
      client.call(operatorSecondFactor, { body: factor }),
    onSuccess: ({ token, operator }) => {
      queryClient.removeQueries({ queryKey: queryKeys.operator.all });
      queryClient.setQueryData(queryKeys.operator.me(), operator);
      setSessionEnded(null);
      setToken(token);
    },
  });
}
