import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteOperator, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { refreshAfterOperatorChange } from './refreshAfterOperatorChange';

export type OperatorInvitation = EndpointBody<typeof inviteOperator>;

/** Invites an operator: the account is made, and the answer holds its one-time enrolment path. */
export function useInviteOperator() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: OperatorInvitation) =>
      client.call(inviteOperator, { body: invitation }),
    onSuccess: () => refreshAfterOperatorChange(queryClient),
  });
}
