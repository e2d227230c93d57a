import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { idParam, recordId } from '../core/paging';
import {
  messageReportReasons,
  reportContentMaxLength,
  type MessageReportReason,
} from '../quotations/feedback';

/**
 * Either side of a conversation reports a message the other side sent (issue 43): it reaches the
 * operators' reports queue with the conversation around it. One report per message and reporter.
 */
export const messageReportMessages = {
  reasonRequired: '신고 사유를 골라 주세요.',
  noteTooLong: `설명은 ${reportContentMaxLength.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`,
  ownMessage: '내가 보낸 메시지는 신고할 수 없어요.',
  alreadyReported: '이미 신고한 메시지예요. 운영팀이 살펴보고 있어요.',
  reported: '메시지를 신고했어요. 운영팀이 대화를 살펴볼게요.',
} as const;

/** The report sheet's rule before it sends: the problem to show, or null. */
export function messageReportProblem(input: {
  reason: MessageReportReason | null;
  note: string;
}): string | null {
  if (!input.reason) return messageReportMessages.reasonRequired;
  if (input.note.trim().length > reportContentMaxLength) return messageReportMessages.noteTooLong;
  return null;
}

export const messageReportBody = lazySchema(() =>
  z.object({
    reason: z.enum(messageReportReasons, messageReportMessages.reasonRequired),
    note: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(reportContentMaxLength, messageReportMessages.noteTooLong),
          z.describe(`덧붙이는 설명 (선택, ${reportContentMaxLength}자까지)`),
        ),
      '',
    ),
  }),
);

const reportSummary =
  '상대가 보낸 메시지 신고: 운영팀의 신고 목록에 대화와 함께 올라가요 (메시지마다 한 번, 두 번째는 409)';

export const reportBuyerMessage = defineEndpoint({
  method: 'POST',
  path: '/v2/quotation-list/messages/:id/report',
  summary: `판매점이 보낸 ${reportSummary}`,
  tags: ['messages'],
  auth: 'buyer',
  params: idParam,
  body: messageReportBody,
  response: lazySchema(() => z.object({ reportId: recordId })),
});

export const reportDealerMessage = defineEndpoint({
  method: 'POST',
  path: '/v2/seller/messages/:id/report',
  summary: `구매자가 보낸 ${reportSummary}`,
  tags: ['seller', 'messages'],
  auth: 'seller',
  params: idParam,
  body: messageReportBody,
  response: lazySchema(() => z.object({ reportId: recordId })),
});
