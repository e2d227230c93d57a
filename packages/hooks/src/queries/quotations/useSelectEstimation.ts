import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { selectEstimation } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { ApiError } from '../../api/ApiError';
import { queryKeys } from '../queryKeys';

export interface SelectEstimationInput {
  estimationId: number;
  /** The request the quote answers: its quote list changes with the selection. */
  quotationId: number;
  /** The buyer's consent to hand the store their name and phone, with the text's version. */
  consent: { agreed: true; version: string };
}

/**
 * The API's answer when the request already has a selection (another tab, another device, a double
 * tap): 409 with its own message. The selection the buyer wanted exists or is no longer possible.
 */
export function isAlreadySelectedError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

function invalidateSelectionLists(queryClient: QueryClient, quotationId: number) {
  return Promise.all(
    [
      queryKeys.quotations.awaitingSelection.all(),
      queryKeys.quotations.estimations.ofQuotation(quotationId),
      queryKeys.quotations.selectedHistory.all(),
      queryKeys.quotations.pendingHistory.all(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * Asks to buy one quote (the selection). After it, and after an "already selected" refusal, the
 * lists that show the request are stale either way, so both refresh them.
 */
export function useSelectEstimation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ estimationId, consent }: SelectEstimationInput) =>
      client.call(selectEstimation, { body: { estimationId, consent } }),
    onSuccess: (_result, { quotationId }) => invalidateSelectionLists(queryClient, quotationId),
    onError: (error, { quotationId }) =>
      isAlreadySelectedError(error)
        ? invalidateSelectionLists(queryClient, quotationId)
        : undefined,
  });
}
