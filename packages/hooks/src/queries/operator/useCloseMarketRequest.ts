import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closeMarketRequest } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

export interface MarketRequestClosing {
  quotationId: number;
  reason: string;
}

/**
 * Closes a fraudulent request. The answered detail replaces the request's at once; the search
 * results, the dashboard and the audit log are asked again.
 */
export function useCloseMarketRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quotationId, reason }: MarketRequestClosing) =>
      client.call(closeMarketRequest, { params: { id: quotationId }, body: { reason } }),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.operator.market.request(detail.request.id), detail);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.operator.market.requests.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.operator.market.dashboard() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.operator.auditLog.all() }),
      ]);
    },
  });
}
