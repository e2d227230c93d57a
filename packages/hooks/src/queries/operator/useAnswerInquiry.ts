import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOperatorInquiry } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

export interface InquiryAnswer {
  inquiryId: number;
  /** What the operator wrote back by e-mail, in short. */
  note: string;
}

/** Marks an inquiry answered; it moves from the waiting list to the answered one. */
export function useAnswerInquiry() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiryId, note }: InquiryAnswer) =>
      client.call(answerOperatorInquiry, { params: { id: inquiryId }, body: { note } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.operator.market.inquiries.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.operator.auditLog.all() }),
      ]),
  });
}
