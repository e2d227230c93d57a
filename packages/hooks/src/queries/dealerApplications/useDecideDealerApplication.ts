import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveDealerApplication, rejectDealerApplication } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** An operator's decision on an application: approve, or reject with the reason the store reads. */
export type DealerApplicationDecision =
  { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

/**
 * Decides an application. The answer is the decided application, kept as its detail; the lists
 * and the audit log (which gained the decision's row) are asked again.
 */
export function useDecideDealerApplication() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DealerApplicationDecision) =>
      input.decision === 'approve'
        ? client.call(approveDealerApplication, { params: { id: input.id } })
        : client.call(rejectDealerApplication, {
            params: { id: input.id },
            body: { reason: input.reason },
          }),
    onSuccess: (application) => {
      queryClient.setQueryData(
        queryKeys.operator.dealerApplications.detail(application.id),
        application,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.operator.dealerApplications.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.operator.auditLog.all() }),
      ]);
    },
  });
}
