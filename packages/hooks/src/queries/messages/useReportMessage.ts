import { useMutation } from '@tanstack/react-query';
import {
  reportBuyerMessage,
  reportDealerMessage,
  type MessageReportReason,
  type MessageSender,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';

export interface MessageReport {
  messageId: number;
  reason: MessageReportReason;
  /** What the reporter adds, if anything (`messageReportProblem` holds it to its length). */
  note?: string;
}

const endpoints = { buyer: reportBuyerMessage, dealer: reportDealerMessage } as const;

/**
 * Reports a message the other side sent, from the buyer's app or the dealer's console (`side`): it
 * reaches the operators with the conversation. Answers the report's id; a second report of the
 * same message rejects with the server's Korean sentence (409) as the `ApiError`'s message.
 */
export function useReportMessage(side: MessageSender) {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ messageId, reason, note }: MessageReport) =>
      client.call(endpoints[side], {
        params: { id: messageId },
        body: { reason, note: note?.trim() ?? '' },
      }),
  });
}
