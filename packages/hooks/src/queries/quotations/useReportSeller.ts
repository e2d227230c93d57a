import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportSeller, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

export type ReportSellerInput = EndpointBody<typeof reportSeller> & {
  /** The selected request whose dealer is reported: its detail then says it was reported. */
  quotationId: number;
};

/** Reports a dealer who quoted on the buyer's request; check the text with `reportContentProblem`. */
export function useReportSeller() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quotationId: _reported, ...body }: ReportSellerInput) =>
      client.call(reportSeller, { body }),
    onSuccess: (_result, { quotationId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.quotations.purchaseDetail(quotationId) }),
  });
}
