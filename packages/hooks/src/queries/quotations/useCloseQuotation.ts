import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { closeQuotation } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { ApiError } from '../../api/ApiError';
import { queryKeys } from '../queryKeys';

/** The lists that show a request as in progress or in the history: closing moves it between them. */
function invalidateRequestLists(queryClient: QueryClient, quotationId: number) {
  return Promise.all(
    [
      queryKeys.quotations.awaitingSelection.all(),
      queryKeys.quotations.estimations.ofQuotation(quotationId),
      queryKeys.quotations.pendingHistory.all(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * 견적 그만 받기: the buyer ends one of their open requests. After it, and after a 409 (it was
 * chosen, closed or expired meanwhile, on another device or by its deadline), the screens that show
 * the request are stale either way, so both refresh them.
 */
export function useCloseQuotation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quotationId: number) =>
      client.call(closeQuotation, { params: { id: quotationId } }),
    onSuccess: (_result, quotationId) => invalidateRequestLists(queryClient, quotationId),
    onError: (error, quotationId) =>
      error instanceof ApiError && error.status === 409
        ? invalidateRequestLists(queryClient, quotationId)
        : undefined,
  });
}
