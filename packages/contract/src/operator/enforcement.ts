import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { idParam, isoDateTime, pageQuery, pagedList, recordId } from '../core/paging';
import { defineListSorting, sortQueryShape } from '../core/sorting';
import { businessVerifiedAtField } from '../seller/applications';
import { dealDocumentSchema } from '../quotations/deal-document';
import { anyReportReasons } from '../quotations/feedback';
import { messagePhotoSchema, messageSenders } from '../messages/conversations';

/*
 * Keeping the market honest: dealers suspended and reactivated, buyers' reports (신고) worked
 * through, and reviews a dealer asked to have checked. Reviews stay public until an operator
 * decides: a store must never be able to silence one (the KFTC fines review suppression).
 */

export const dealerStatuses = ['active', 'suspended'] as const;
export type DealerStatus = (typeof dealerStatuses)[number];
export const dealerStatusLabels: Record<DealerStatus, string> = {
  active: '활동 중',
  suspended: '이용 정지',
};

/** 접수 → 검토 중 → 조치 완료 / 기각. */
export const reportStatuses = ['RECEIVED', 'REVIEWING', 'RESOLVED', 'DISMISSED'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
export const reportStatusLabels: Record<ReportStatus, string> = {
  RECEIVED: '접수',
  REVIEWING: '검토 중',
  RESOLVED: '조치 완료',
  DISMISSED: '기각',
};

/**
 * What a report is about: a store (the buyer's report from their history) or one message of a
 * conversation (either side's report from the chat, issue 43).
 */
export const reportKinds = ['seller', 'message'] as const;
export type ReportKind = (typeof reportKinds)[number];
export const reportKindLabels: Record<ReportKind, string> = {
  seller: '판매점 신고',
  message: '메시지 신고',
};
export const reporterLabels = { buyer: '구매자', dealer: '판매점' } as const;

/** What an operator did about a report when resolving it. */
export const reportActions = ['WARN', 'HIDE_REVIEW', 'SUSPEND'] as const;
export type ReportAction = (typeof reportActions)[number];
export const reportActionLabels: Record<ReportAction, string> = {
  WARN: '판매점 경고',
  HIDE_REVIEW: '후기 가리기',
  SUSPEND: '판매점 이용 정지',
};

/** Which status a report may move to from which: a finished report stays finished. */
export const reportTransitions: Record<ReportStatus, readonly ReportStatus[]> = {
  RECEIVED: ['REVIEWING', 'RESOLVED', 'DISMISSED'],
  REVIEWING: ['RESOLVED', 'DISMISSED'],
  RESOLVED: [],
  DISMISSED: [],
};

export const reviewCheckStatuses = ['PENDING', 'KEPT', 'HIDDEN'] as const;
export type ReviewCheckStatus = (typeof reviewCheckStatuses)[number];
export const reviewCheckStatusLabels: Record<ReviewCheckStatus, string> = {
  PENDING: '검토 대기',
  KEPT: '유지',
  HIDDEN: '가림',
};

export const enforcementReasonMaxLength = 500;

/** What a suspended dealer's withdrawn quote says to its buyer, in place of the quote. */
export const storeWithdrawnQuoteNotice = '판매점 사정으로 철회된 견적이에요';

/** What the store page says beside its review count when the operators hid some. */
export function hiddenReviewsNotice(hiddenReviewCount: number): string {
  return `운영 정책에 따라 가려진 후기 ${hiddenReviewCount.toLocaleString('ko-KR')}개`;
}

export const enforcementMessages = {
  reasonRequired: '사유를 입력해 주세요.',
  reasonTooLong: `사유는 ${enforcementReasonMaxLength}자까지 쓸 수 있어요.`,
  noteTooLong: `메모는 ${enforcementReasonMaxLength}자까지 쓸 수 있어요.`,
  alreadySuspended: '이미 이용 정지된 판매점이에요.',
  notSuspended: '이용 정지된 판매점이 아니에요.',
  reportFinished: '이미 처리를 마친 신고예요.',
  reportTransition: '지금 상태에서는 그 단계로 바꿀 수 없어요.',
  actionRequired: '조치 완료에는 조치를 골라 주세요.',
  actionOnlyWhenResolved: '조치는 조치 완료로 바꿀 때만 고를 수 있어요.',
  reviewRequiredForHide: '가릴 후기를 골라 주세요.',
  reviewNotOfDealer: '이 판매점의 후기가 아니에요.',
  reviewAlreadyHidden: '이미 가려진 후기예요.',
  noteRequiredForDismiss: '기각하려면 운영 메모에 이유를 남겨 주세요.',
  reviewCheckDecided: '이미 결정한 후기 검토 요청이에요.',
  reviewCheckPending: '이미 검토를 요청한 후기예요. 운영팀의 결정을 기다려 주세요.',
  dealerSuspended: '운영 정책에 따라 이용이 정지된 판매점이에요. 고객센터로 문의해 주세요.',
} as const;

/**
 * The rule of a reason (이용 정지 사유, 후기 검토 메모) or an operator's note, for the console's form
 * before it asks: the problem, or null. `whenEmpty` is what an empty one is told, or null when it
 * may stay empty (a note on 조치 완료). The schemas below are the same rule.
 */
export function enforcementTextProblem(
  text: string,
  {
    whenEmpty = enforcementMessages.reasonRequired,
    tooLong = enforcementMessages.reasonTooLong,
  }: { whenEmpty?: string | null; tooLong?: string } = {},
): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return whenEmpty;
  if (trimmed.length > enforcementReasonMaxLength) return tooLong;
  return null;
}

/** A required reason: trimmed, 1–500 characters, with the console's own words. */
export const enforcementReason = lazySchema(() =>
  z
    .string(enforcementMessages.reasonRequired)
    .check(
      z.trim(),
      z.minLength(1, enforcementMessages.reasonRequired),
      z.maxLength(enforcementReasonMaxLength, enforcementMessages.reasonTooLong),
    ),
);

const operatorNote = lazySchema(() =>
  z
    .string()
    .check(z.trim(), z.maxLength(enforcementReasonMaxLength, enforcementMessages.noteTooLong)),
);

const suspensionSchema = lazySchema(() =>
  z.nullable(z.object({ at: isoDateTime, reason: z.string() })),
);

/**
 * A dealer's 사업자등록번호: the one an operator checked when approving its 입점 신청. Stores that
 * joined before 입점 신청 existed (the demo stores) have none.
 */
const dealerBusinessNumberSchema = lazySchema(() =>
  z
    .nullable(z.string())
    .check(z.describe('사업자등록번호 123-45-67890 (입점 신청 없이 가입한 판매점은 null)')),
);

// ── Dealers ────────────────────────────────────────────────────────────────────────────────

export const adminDealerSummarySchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      storeName: z.string(),
      email: z.string(),
      phone: z.string().check(z.describe('판매점 대표 번호')),
      businessRegistrationNumber: dealerBusinessNumberSchema,
      status: z.enum(dealerStatuses),
      suspension: suspensionSchema,
      bidCount: z.int().check(z.nonnegative()),
      openReportCount: z.int().check(z.nonnegative(), z.describe('처리를 마치지 않은 신고')),
      createdAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'AdminDealerSummary' }),
);
export type AdminDealerSummary = z.infer<typeof adminDealerSummarySchema>;

/** The dealer table's sortable columns; newest first unless asked otherwise. */
export const adminDealerSorting = defineListSorting(
  ['storeName', 'bidCount', 'openReportCount', 'createdAt'],
  { sort: 'createdAt', order: 'desc' },
);

export const listAdminDealers = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/dealers',
  summary: '판매점 목록 (상태·상호·이메일·사업자등록번호로 찾기, 열마다 정렬, 기본은 최신 가입순)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  query: lazySchema(() =>
    z.extend(pageQuery, {
      status: z.optional(z.enum(dealerStatuses)),
      search: z.optional(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(100),
            z.describe('상호, 이메일 또는 사업자등록번호(하이픈은 있어도 없어도 돼요)의 일부'),
          ),
      ),
      ...sortQueryShape(adminDealerSorting),
    }),
  ),
  response: lazySchema(() => pagedList(adminDealerSummarySchema)),
});

const adminReviewSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      rating: z.int().check(z.minimum(1), z.maximum(5)),
      review: z.string(),
      productName: z.nullable(z.string()),
      createdAt: isoDateTime,
      hidden: z.nullable(z.object({ at: isoDateTime, reason: z.string() })),
    })
    .register(z.globalRegistry, { id: 'AdminReview' }),
);
export type AdminReview = z.infer<typeof adminReviewSchema>;

const adminReportSummarySchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      status: z.enum(reportStatuses),
      action: z.nullable(z.enum(reportActions)),
      kind: z.enum(reportKinds).check(z.describe('판매점 신고 또는 대화 속 메시지 신고')),
      reporter: z
        .enum(messageSenders)
        .check(z.describe('신고한 쪽: 구매자, 또는 메시지 신고에서는 판매점일 수도 있어요')),
      reason: z.enum(anyReportReasons),
      content: z.string(),
      dealer: z.object({ id: recordId, storeName: z.string() }),
      productName: z.nullable(z.string()),
      reporterPhone: z
        .string()
        .check(
          z.describe('대화나 거래의 구매자 번호 (가운데를 가림): 판매점이 신고했으면 신고당한 쪽'),
        ),
      createdAt: isoDateTime,
      handledAt: z.nullable(isoDateTime),
    })
    .register(z.globalRegistry, { id: 'AdminReportSummary' }),
);
export type AdminReportSummary = z.infer<typeof adminReportSummarySchema>;

export const adminDealerDetailSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      storeName: z.string(),
      representative: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
      introduction: z.string(),
      businessRegistrationNumber: dealerBusinessNumberSchema,
      businessVerifiedAt: businessVerifiedAtField,
      categories: z.array(z.object({ id: recordId, name: z.string() })),
      status: z.enum(dealerStatuses),
      suspension: suspensionSchema,
      bids: z.object({
        total: z.int().check(z.nonnegative()),
        won: z.int().check(z.nonnegative()),
        winRate: z.number().check(z.minimum(0), z.maximum(1), z.describe('낙찰률 0–1')),
        withdrawnForStore: z
          .int()
          .check(
            z.nonnegative(),
            z.describe(
              '이용 정지로 철회된 견적 (구매자에게는 판매점 사정으로 철회된 견적, total에 포함)',
            ),
          ),
      }),
      averageRating: z.number(),
      reviewCount: z.int().check(z.nonnegative()),
      hiddenReviewCount: z.int().check(z.nonnegative()),
      reviews: z.array(adminReviewSchema).check(z.describe('최근 후기 20개 (가려진 후기 포함)')),
      reports: z
        .array(adminReportSummarySchema)
        .check(z.describe('이 판매점에 대한 최근 신고 20개')),
      createdAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'AdminDealerDetail' }),
);
export type AdminDealerDetail = z.infer<typeof adminDealerDetailSchema>;

export const getAdminDealer = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/dealers/:id',
  summary: '판매점 상세: 프로필, 카테고리, 견적과 낙찰률, 후기, 신고 (감사 기록은 listAuditLog)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  params: idParam,
  response: adminDealerDetailSchema,
});

export const suspendDealer = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/dealers/:id/suspend',
  summary:
    '판매점 이용 정지: 로그인과 견적이 바로 막히고 진행 중인 견적은 판매점 사정으로 철회돼요',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: lazySchema(() => z.object({ reason: enforcementReason })),
  response: adminDealerDetailSchema,
});

export const reactivateDealer = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/dealers/:id/reactivate',
  summary: '판매점 이용 정지 풀기 (철회된 견적은 되살아나지 않아요)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: lazySchema(() => z.object({ reason: enforcementReason })),
  response: adminDealerDetailSchema,
});

// ── Reports ────────────────────────────────────────────────────────────────────────────────

/** How many messages the report detail shows on each side of the reported one. */
export const reportedConversationContext = 20;

export const reportedConversationSchema = lazySchema(() =>
  z
    .object({
      estimationId: recordId,
      reportedMessageId: recordId,
      messages: z
        .array(
          z.object({
            id: recordId,
            sender: z.enum(messageSenders),
            body: z.string(),
            photo: z.optional(messagePhotoSchema),
            createdAt: isoDateTime,
          }),
        )
        .check(
          z.describe(
            `오래된 메시지부터: 신고된 메시지와 그 앞뒤로 ${reportedConversationContext}개씩`,
          ),
        ),
    })
    .register(z.globalRegistry, { id: 'AdminReportedConversation' }),
);
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

export const adminReportDetailSchema = lazySchema(() =>
  z
    .extend(adminReportSummarySchema, {
      operatorNote: z.nullable(z.string()),
      hiddenReviewId: z.nullable(recordId),
      dealerStatus: z.enum(dealerStatuses),
      dealDocument: z
        .nullable(dealDocumentSchema)
        .check(
          z.describe('신고할 때 붙은 구매자의 견적서 (견적과 다르게 계약했다는 신고에만, 그대로)'),
        ),
      dealerReviews: z
        .array(adminReviewSchema)
        .check(z.describe('가리기 조치에서 고를 수 있는 이 판매점의 최근 후기')),
      conversation: z
        .nullable(reportedConversationSchema)
        .check(z.describe('메시지 신고의 대화: 신고된 메시지 앞뒤로 (판매점 신고는 null)')),
    })
    .register(z.globalRegistry, { id: 'AdminReportDetail' }),
);
export type AdminReportDetail = z.infer<typeof adminReportDetailSchema>;

/** The report queue's sortable columns; oldest first unless asked, so nothing waits behind newer ones. */
export const adminReportSorting = defineListSorting(['storeName', 'createdAt'], {
  sort: 'createdAt',
  order: 'asc',
});

export const listAdminReports = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/reports',
  summary: '신고 목록 (상태·종류·사유·판매점으로 거르기, 열마다 정렬, 기본은 오래된 접수부터)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  query: lazySchema(() =>
    z.extend(pageQuery, {
      status: z.optional(z.enum(reportStatuses)),
      kind: z.optional(z.enum(reportKinds)),
      reason: z.optional(z.enum(anyReportReasons)),
      dealerId: z.optional(
        z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
      ),
      ...sortQueryShape(adminReportSorting),
    }),
  ),
  response: lazySchema(() => pagedList(adminReportSummarySchema)),
});

export const getAdminReport = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/reports/:id',
  summary:
    '신고 상세 (견적과 다르게 계약했다는 신고는 붙은 견적서와, 메시지 신고는 그 앞뒤 대화와 함께)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  params: idParam,
  response: adminReportDetailSchema,
});

export const updateAdminReport = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/reports/:id/status',
  summary:
    '신고 처리: 검토 중으로, 또는 조치(경고·후기 가리기·이용 정지)와 함께 조치 완료로, 또는 메모와 함께 기각으로',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: lazySchema(() =>
    z.object({
      status: z.enum(['REVIEWING', 'RESOLVED', 'DISMISSED'] as const),
      note: z.optional(operatorNote),
      action: z.optional(z.enum(reportActions)),
      reviewId: z.optional(recordId.check(z.describe('후기 가리기 조치에서 가릴 후기'))),
    }),
  ),
  response: adminReportDetailSchema,
});

// ── Review checks ──────────────────────────────────────────────────────────────────────────

export const reviewCheckSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      status: z.enum(reviewCheckStatuses),
      reason: z.string().check(z.describe('판매점이 적은 검토 요청 사유')),
      operatorNote: z.nullable(z.string()),
      dealer: z.object({ id: recordId, storeName: z.string() }),
      review: adminReviewSchema,
      createdAt: isoDateTime,
      decidedAt: z.nullable(isoDateTime),
    })
    .register(z.globalRegistry, { id: 'ReviewCheck' }),
);
export type ReviewCheck = z.infer<typeof reviewCheckSchema>;

/** The review-check queue's sortable columns; oldest request first unless asked otherwise. */
export const reviewCheckSorting = defineListSorting(['storeName', 'rating', 'createdAt'], {
  sort: 'createdAt',
  order: 'asc',
});

export const listReviewChecks = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/review-checks',
  summary: '판매점이 요청한 후기 검토 (상태로 거르기, 열마다 정렬, 기본은 오래된 요청부터)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  query: lazySchema(() =>
    z.extend(pageQuery, {
      status: z.optional(z.enum(reviewCheckStatuses)),
      ...sortQueryShape(reviewCheckSorting),
    }),
  ),
  response: lazySchema(() => pagedList(reviewCheckSchema)),
});

export const decideReviewCheck = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/review-checks/:id/decision',
  summary: '후기 검토 결정: 유지(판매점에 알림) 또는 가림(작성한 구매자에게 알림)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: lazySchema(() =>
    z.object({ decision: z.enum(['KEEP', 'HIDE'] as const), note: enforcementReason }),
  ),
  response: reviewCheckSchema,
});
