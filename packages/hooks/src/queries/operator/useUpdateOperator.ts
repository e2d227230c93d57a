import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOperator, type EndpointBody, type OperatorListItem } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { refreshAfterOperatorChange } from './refreshAfterOperatorChange';

export interface OperatorUpdate {
  operatorId: number;
  /** A new role, and/or `isActive` to deactivate (false) or reactivate (true). */
  changes: EndpointBody<typeof updateOperator>;
}

/**
 * Changes another operator's role or active state. The answered account replaces its row at once,
 * before the list and the audit log are asked again.
 */
export function useUpdateOperator() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ operatorId, changes }: OperatorUpdate) =>
      client.call(updateOperator, { params: { id: operatorId }, body: changes }),
    onSuccess: (updated) => {
      queryClient.setQueryData<OperatorListItem[]>(queryKeys.operator.operators(), (list) =>
        list?.map((operator) => (operator.id === updated.id ? updated : operator)),
      );
      return refreshAfterOperatorChange(queryClient);
    },
  });
}
