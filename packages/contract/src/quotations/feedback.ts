import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { isoDateTime, pageNoQuery, pagedList } from '../core/paging';
import { entityId } from './shared';
import { lazySchema } from '../core/lazy-schema';

export const reportContentMaxLength = 1000;
export const reviewMaxLength = 500;
export const reviewHistoryPageSize = 5;

/**
 * Why a buyer reports a dealer, as the report form offers it (code → what the buyer reads), in the
 * order shown; 기타 last, and the reason of a report sent without one (the first app's body).
 */
export const reportReasonLabels = {
  DIFFERENT_CONTRACT: '견적과 다르게 계약했어요',
  FALSE_QUOTE: '견적 내용이 사실과 달라요',
  FORCED_EXTRAS: '부가서비스나 추가 비용을 요구했어요',
  NO_CONTACT: '연락이 안 돼요',
  RUDE: '불친절했어요',
  OTHER: '기타',
} as const;
export type ReportReason = keyof typeof reportReasonLabels;
export const reportReasons = Object.keys(reportReasonLabels) as [ReportReason, ...ReportReason[]];
export const defaultReportReason: ReportReason = 'OTHER';

/**
 * Why either side of a conversation reports one message (issue 43), in the order the report sheet
 * offers them; 기타 last. They share the reports queue (and its reason column) with the reasons above.
 */
export const messageReportReasonLabels = {
  OFF_PLATFORM: '연락처나 외부 링크로 거래를 유도했어요',
  ABUSIVE: '욕설이나 불쾌한 말을 했어요',
  SPAM: '광고나 같은 말을 반복해서 보냈어요',
  OTHER: '기타',
} as const;
export type MessageReportReason = keyof typeof messageReportReasonLabels;
export const messageReportReasons = Object.keys(messageReportReasonLabels) as [
  MessageReportReason,
  ...MessageReportReason[],
];
/** The message report sheet's choices, in the order above. */
export const messageReportReasonOptions = messageReportReasons.map((reason) => ({
  value: reason,
  label: messageReportReasonLabels[reason],
}));

/** Every reason a report in the queue may carry, whichever form filed it: what operators read. */
export const anyReportReasonLabels = { ...reportReasonLabels, ...messageReportReasonLabels };
export type AnyReportReason = keyof typeof anyReportReasonLabels;
export const anyReportReasons = Object.keys(anyReportReasonLabels) as [
  AnyReportReason,
  ...AnyReportReason[],
];

/**
 * A report of this reason takes the 견적서 of the buyer's deal with the dealer: the server attaches
 * it, so operators compare what was quoted with what the buyer says was signed.
 */
export function reportReasonAttachesDealDocument(reason: ReportReason): boolean {
  return reason === 'DIFFERENT_CONTRACT';
}

/** The texts a buyer sees when a report or review is refused; the app shows them on the field. */
export const feedbackMessages = {
  reportReasonRequired: '신고 사유를 골라 주세요.',
  reportReasonUnknown: '신고 사유를 목록에서 골라 주세요.',
  reportNeedsDealDocument: '이 판매점과 맺은 거래가 없어서 견적서를 붙일 수 없어요.',
  reportContentRequired: '신고 내용을 입력해 주세요.',
  reportContentTooLong: `신고 내용은 ${reportContentMaxLength}자까지 입력할 수 있어요.`,
  ratingRequired: '별점을 선택해 주세요.',
  reviewRequired: '리뷰 내용을 입력해 주세요.',
  reviewTooLong: `리뷰는 ${reviewMaxLength}자까지 입력할 수 있어요.`,
} as const;

/** The report form's rule, shared by the app and the server: the problem to show, or null. */
export function reportContentProblem(content: string): string | null {
  const trimmed = content.trim();
  if (!trimmed) return feedbackMessages.reportContentRequired;
  if (trimmed.length > reportContentMaxLength) return feedbackMessages.reportContentTooLong;
  return null;
}

/**
 * The report form asks for a reason; the API takes a body without one as 기타 (the first app's).
 */
export function reportReasonProblem(reason: ReportReason | null): string | null {
  return reason ? null : feedbackMessages.reportReasonRequired;
}

/** The review form's rule, shared by the app and the server: the problem to show, or null. */
export function reviewProblem(input: { rating: number; review: string }): string | null {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    return feedbackMessages.ratingRequired;
  }
  const trimmed = input.review.trim();
  if (!trimmed) return feedbackMessages.reviewRequired;
  if (trimmed.length > reviewMaxLength) return feedbackMessages.reviewTooLong;
  return null;
}

// The bodies take any string and number: the rules above answer with the form's own words
// instead of a generic validation message.
export const reportSeller = defineEndpoint({
  method: 'POST',
  path: '/seller-report',
  summary:
    '판매점 신고 (내 견적 요청에 견적을 보낸 판매점만; 견적과 다르게 계약했다면 그 거래의 견적서가 함께 붙어요)',
  tags: ['feedback'],
  auth: 'buyer',
  body: lazySchema(() =>
    z.object({
      content: z
        .string()
        .check(z.describe(`신고 내용 (앞뒤 공백 제외 1–${reportContentMaxLength}자)`)),
      sellerId: entityId,
      productId: entityId,
      reason: z.optional(
        z
          .enum(reportReasons, feedbackMessages.reportReasonUnknown)
          .check(
            z.describe(
              `신고 사유 (없으면 ${defaultReportReason}). DIFFERENT_CONTRACT는 이 판매점과의 거래에 견적서가 있어야 하고, 서버가 그 견적서를 붙여요`,
            ),
          ),
      ),
    }),
  ),
  response: lazySchema(() => z.object({ reportId: entityId })),
});

export const submitProductReview = defineEndpoint({
  method: 'POST',
  path: '/ratings/product',
  summary: '리뷰 작성 (구매 신청한 거래마다 한 번)',
  tags: ['feedback'],
  auth: 'buyer',
  body: lazySchema(() =>
    z.object({
      sellerId: entityId,
      productId: entityId,
      rating: z.number().check(z.describe('별점 1–5 (정수)')),
      review: z.string().check(z.describe(`리뷰 (앞뒤 공백 제외 1–${reviewMaxLength}자)`)),
    }),
  ),
  response: lazySchema(() => z.object({ ratingId: entityId })),
});

export const reviewHistorySorts = ['createdAt', 'rating'] as const;

export const reviewHistoryItemSchema = lazySchema(() =>
  z
    .object({
      ratingId: entityId,
      productCategory: z.nullable(z.string()).check(z.describe('메인 카테고리 이름')),
      productName: z.nullable(z.string()),
      storeName: z.string(),
      rating: z.int().check(z.minimum(1), z.maximum(5)),
      review: z.string(),
      createdAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'ReviewHistoryItem' }),
);
export type ReviewHistoryItem = z.infer<typeof reviewHistoryItemSchema>;

export const listReviewHistory = defineEndpoint({
  method: 'GET',
  path: '/ratings/review-history',
  summary: '내가 쓴 리뷰 (최신순 또는 별점순, 기본 5개씩)',
  tags: ['feedback'],
  auth: 'buyer',
  query: lazySchema(() =>
    z.extend(pageNoQuery, {
      pageSize: z._default(pageNoQuery.shape.pageSize.def.innerType, reviewHistoryPageSize),
      sortBy: z._default(z.enum(reviewHistorySorts), 'createdAt'),
    }),
  ),
  response: lazySchema(() => pagedList(reviewHistoryItemSchema)),
});
