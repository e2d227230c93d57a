import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportSeller, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

export type ReportSellerInput = EndpointBody<typeof reportSeller> & {
  /** The selected request whose dealer is reported: its detail then says it was reported. */
  quotationId: number;
};

/**
 * Reports a dealer who quoted on the buyer's request, for a reason (기타 unless given; the server
 * attaches the deal's 견적서 to 견적과 다르게 계약했어요); check the text with `reportContentProblem`.
 * The deal then says it was reported, and 신고 내역 lists it.
 */
export function useReportSeller() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quotationId: _reported, ...body }: ReportSellerInput) =>
      client.call(reportSeller, { body }),
    onSuccess: (_result, { quotationId }) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKeys.quotations.purchaseDetail(quotationId),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.reports() }),
      ]),
  });
}
