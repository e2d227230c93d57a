import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { idParam, isoDateTime, pageQuery, pagedList, recordId } from '../core/paging';
import { defineListSorting, sortOrders, type ListSorting } from '../core/sorting';
import { inquiryCategories, inquiryStatuses, type InquiryStatus } from '../company/inquiries';

/** How the console names where a 1:1 문의 stands. */
export const inquiryStatusLabels: Record<InquiryStatus, string> = {
  received: '답변 대기',
  answered: '답변 완료',
};

export const inquiryAnswerNoteMaxLength = 1000;

export const inquiryAnswerMessages = {
  noteRequired: '답변한 내용을 간단히 적어 주세요.',
} as const;

export const operatorInquirySchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      category: z.enum(inquiryCategories),
      message: z.string(),
      replyEmail: z
        .string()
        .check(z.describe('답변을 보낼 이메일 (답변은 시스템 밖에서 이메일로)')),
      status: z.enum(inquiryStatuses),
      createdAt: isoDateTime,
      answeredAt: z.nullable(isoDateTime),
      answeredBy: z.nullable(z.object({ id: recordId, name: z.string() })),
      answerNote: z.nullable(z.string()),
    })
    .register(z.globalRegistry, { id: 'OperatorInquiry' }),
);
export type OperatorInquiry = z.infer<typeof operatorInquirySchema>;

/**
 * Each tab's sortable columns and its order when none is asked: what waits, oldest first (first
 * come, first answered); what is done, the latest answer first. Only an answered one has an
 * answer time, so only that tab sorts by it.
 */
export const operatorInquirySorting = {
  received: defineListSorting(['createdAt'], { sort: 'createdAt', order: 'asc' }),
  answered: defineListSorting(['answeredAt', 'createdAt'], { sort: 'answeredAt', order: 'desc' }),
} as const satisfies Record<InquiryStatus, ListSorting<string>>;

export const listOperatorInquiries = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/inquiries',
  summary:
    '1:1 문의 목록: 상태별, 열마다 정렬 (기본은 답변 대기는 오래된 순, 답변 완료는 최근 답변 순)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  query: lazySchema(() =>
    z.extend(pageQuery, {
      status: z._default(z.enum(inquiryStatuses), 'received'),
      // No default here: it is the asked tab's (operatorInquirySorting), whose columns the
      // answered tab's hold all of.
      sort: z.optional(z.enum(operatorInquirySorting.answered.columns)),
      order: z.optional(z.enum(sortOrders)),
    }),
  ),
  response: lazySchema(() => pagedList(operatorInquirySchema)),
});

export const answerOperatorInquiry = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/inquiries/:id/answer',
  summary: '1:1 문의 답변 완료 표시: 이메일로 답한 뒤 누가 무엇을 답했는지 남김',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: lazySchema(() =>
    z.object({
      note: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, inquiryAnswerMessages.noteRequired),
          z.maxLength(inquiryAnswerNoteMaxLength),
        ),
    }),
  ),
  response: operatorInquirySchema,
});
