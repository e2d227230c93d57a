import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeOperatorEnrolment, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { useStoredValue } from '../../storage/useStoredValue';
import { queryKeys } from '../queryKeys';
import { operatorSessionEndedKey, operatorTokenKey } from './operatorSession';

export type OperatorEnrolmentInput = EndpointBody<typeof completeOperatorEnrolment>;

/**
 * Completes an enrolment: the password and the first code from the authenticator app. The answer
 * signs the new operator in (its token kept for this tab) and carries the recovery codes, which
 * the API shows this once.
 */
export function useCompleteOperatorEnrolment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [, setToken] = useStoredValue(operatorTokenKey);
  const [, setSessionEnded] = useStoredValue(operatorSessionEndedKey);
  return useMutation({
    mutationFn: (input: OperatorEnrolmentInput) =>
      client.call(completeOperatorEnrolment, { body: input }),
    onSuccess: ({ session }) => {
      queryClient.removeQueries({ queryKey: queryKeys.operator.all });
      queryClient.setQueryData(queryKeys.operator.me(), session.operator);
      setSessionEnded(null);
      setToken(session.token);
    },
  });
}
