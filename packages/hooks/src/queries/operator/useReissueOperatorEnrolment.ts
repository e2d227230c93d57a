import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reissueOperatorEnrolment } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { refreshAfterOperatorChange } from './refreshAfterOperatorChange';

/**
 * Issues a new enrolment link for an operator who lost the authenticator: the API ends that
 * operator's sessions, password, second factor and recovery codes, and answers the new path.
 */
export function useReissueOperatorEnrolment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operatorId: number) =>
      client.call(reissueOperatorEnrolment, { params: { id: operatorId } }),
    onSuccess: () => refreshAfterOperatorChange(queryClient),
  });
}
