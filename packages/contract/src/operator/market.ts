import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import {
  idParam,
  isoDateTime,
  pageQuery,
  pagedList,
  recordId,
  recordIdText,
  won,
} from '../core/paging';
import { defineListSorting, sortQueryShape } from '../core/sorting';
import { consentTerms, estimationStatuses, quotationStatuses } from '../domain';

/** The dashboard looks back this many Korean calendar days, today included. */
export const marketDashboardDays = 30;

const count = lazySchema(() => z.int().check(z.nonnegative()));
const calendarDay = lazySchema(() => z.iso.date().check(z.describe('한국 날짜 (YYYY-MM-DD)')));

export const marketDashboardSchema = lazySchema(() =>
  z
    .object({
      from: calendarDay,
      to: calendarDay,
      categories: z.array(z.object({ id: recordId, name: z.string() })),
      requestsByDay: z.array(
        z.object({
          date: calendarDay,
          total: count,
          byCategory: z
            .array(z.object({ categoryId: recordId, count }))
            .check(z.describe('메인 카테고리마다 (하위 카테고리의 요청은 메인에 더함)')),
        }),
      ),
      requests: count.check(z.describe('기간에 보낸 견적 요청 수')),
      bids: count.check(z.describe('그 요청들에 들어온 견적 수 (철회한 견적도 셈)')),
      bidsPerRequest: z.number().check(z.nonnegative(), z.describe('요청 하나에 들어온 견적 평균')),
      firstBidMinutes: z
        .object({
          median: z.nullable(z.number().check(z.nonnegative())),
          p90: z.nullable(z.number().check(z.nonnegative())),
        })
        .check(z.describe('요청부터 첫 견적까지 걸린 시간(분); 견적을 받은 요청만')),
      endedRequests: count.check(z.describe('선택되었거나 더는 견적을 받지 않는 요청')),
      selectedRequests: count,
      selectionShare: z
        .nullable(z.number().check(z.minimum(0), z.maximum(1)))
        .check(z.describe('끝난 요청 중 구매 신청으로 끝난 비율; 끝난 요청이 없으면 null')),
      activeDealers: count.check(z.describe('기간에 견적을 한 번 이상 보낸 판매점 수')),
      allInCostByModel: z.array(
        z.object({
          productId: recordId,
          productName: z.string(),
          categoryName: z.string(),
          bids: count,
          medianAllInCost: won.check(z.describe('철회하지 않은 견적의 총 비용 중앙값')),
        }),
      ),
    })
    .register(z.globalRegistry, { id: 'MarketDashboard' }),
);
export type MarketDashboard = z.infer<typeof marketDashboardSchema>;

export const getMarketDashboard = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/market/dashboard',
  summary: `마켓 대시보드: 최근 ${marketDashboardDays}일(한국 날짜, 오늘 포함)의 요청, 견적, 첫 견적까지 시간, 선택 비율, 판매점, 모델별 총 비용`,
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  response: marketDashboardSchema,
});

// ── The request browser ───────────────────────────────────────────────────────────────────

/** What an operator types to find a buyer: the whole mobile number or its last four digits. */
export const requestPhoneSearchPattern = /^(?:\d{4}|01\d{8,9})$/;

/** A typed number as the search reads it: people write 010-1234-5678, only the digits count. */
export const phoneSearchDigits = (typed: string) => typed.replace(/[\s-]/g, '');

export const marketRequestMessages = {
  phoneSearch: '휴대폰 번호 전체나 끝 4자리를 숫자로 입력해 주세요.',
  requestIdSearch: '요청 번호를 숫자로 입력해 주세요.',
  reasonRequired: '사유를 입력해 주세요.',
  reasonTooShort: '사유를 5자 이상 적어 주세요.',
  reasonTooLong: '사유는 500자까지 적을 수 있어요.',
  notOpen: '견적을 받고 있는 요청만 마감할 수 있어요.',
  noPhone: '이 구매자는 등록된 휴대폰 번호가 없어요.',
  alreadyAnswered: '이미 답변 완료로 표시된 문의예요.',
} as const;

export const operatorReasonMinLength = 5;
export const operatorReasonMaxLength = 500;

/**
 * The rule of a recorded reason (열람 사유, 마감 사유), for the console's form before it asks: the
 * problem with it, or null. The endpoints' schema below is the same rule.
 */
export function operatorReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed.length === 0) return marketRequestMessages.reasonRequired;
  if (trimmed.length < operatorReasonMinLength) return marketRequestMessages.reasonTooShort;
  if (trimmed.length > operatorReasonMaxLength) return marketRequestMessages.reasonTooLong;
  return null;
}

const operatorReason = lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, marketRequestMessages.reasonRequired),
      z.minLength(operatorReasonMinLength, marketRequestMessages.reasonTooShort),
      z.maxLength(operatorReasonMaxLength, marketRequestMessages.reasonTooLong),
    ),
);

export const marketRequestListItemSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      status: z.enum(quotationStatuses),
      isOpen: z.boolean().check(z.describe('아직 견적을 받는지')),
      categoryName: z.string(),
      productName: z.string(),
      buyerPhone: z.string().check(z.describe('가린 번호 (010-****-1234)')),
      bidCount: count,
      hasSelection: z.boolean(),
      submittedAt: z.nullable(isoDateTime),
      deadlineAt: z.nullable(isoDateTime),
    })
    .register(z.globalRegistry, { id: 'MarketRequestListItem' }),
);
export type MarketRequestListItem = z.infer<typeof marketRequestListItemSchema>;

/** Where a request stands, as the console names it. */
export const marketRequestStates = ['open', 'selected', 'expired', 'closed', 'cancelled'] as const;
export type MarketRequestState = (typeof marketRequestStates)[number];
export const marketRequestStateLabels: Record<MarketRequestState, string> = {
  open: '견적 받는 중',
  selected: '구매 신청',
  expired: '기한 마감',
  closed: '운영자 마감',
  cancelled: '구매자 취소',
};

/** The state of a listed request: a selection decides first, then the status and the deadline. */
export function marketRequestState(
  request: Pick<MarketRequestListItem, 'status' | 'isOpen' | 'hasSelection'>,
): MarketRequestState {
  if (request.hasSelection) return 'selected';
  if (request.status === 'CLOSED') return 'closed';
  if (request.status === 'CANCELLED') return 'cancelled';
  return request.isOpen ? 'open' : 'expired';
}

/** The request browser's sortable columns; the latest request first unless asked otherwise. */
export const marketRequestSorting = defineListSorting(['productName', 'bidCount', 'submittedAt'], {
  sort: 'submittedAt',
  order: 'desc',
});

export const listMarketRequests = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/quotations',
  summary:
    '견적 요청 찾기: 요청 번호, 또는 구매자 휴대폰 번호 (전체나 끝 4자리); 열마다 정렬, 기본은 최근 요청 순',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  query: lazySchema(() =>
    z.extend(pageQuery, {
      requestId: z.optional(recordIdText),
      phone: z.optional(
        z
          .string()
          .check(
            z.overwrite(phoneSearchDigits),
            z.regex(requestPhoneSearchPattern, marketRequestMessages.phoneSearch),
          ),
      ),
      ...sortQueryShape(marketRequestSorting),
    }),
  ),
  response: lazySchema(() => pagedList(marketRequestListItemSchema)),
});

/** What a request's timeline shows, oldest first. */
export const marketRequestEventKinds = [
  'submitted',
  'bid',
  'bidWithdrawn',
  'selected',
  'closedByBuyer',
  'closedByOperator',
] as const;
export type MarketRequestEventKind = (typeof marketRequestEventKinds)[number];
export const marketRequestEventLabels: Record<MarketRequestEventKind, string> = {
  submitted: '견적 요청',
  bid: '견적 도착',
  bidWithdrawn: '견적 철회',
  selected: '구매 신청',
  closedByBuyer: '구매자가 견적 그만 받기',
  closedByOperator: '운영자가 마감',
};

/** A bid's status as the console names it. */
export const marketBidStatusLabels = {
  ACTIVE: '유효',
  WITHDRAWN: '철회',
  SELECTED: '선택됨',
  NOT_SELECTED: '선택 안 됨',
} as const satisfies Record<(typeof estimationStatuses)[number], string>;

export const marketRequestDetailSchema = lazySchema(() =>
  z
    .object({
      request: marketRequestListItemSchema,
      buyer: z.object({
        id: recordId,
        name: z.string().check(z.describe('가린 이름 (김*현), 없으면 닉네임')),
        phone: z.string().check(z.describe('가린 번호')),
        withdrawn: z.boolean(),
      }),
      bids: z
        .array(
          z.object({
            id: recordId,
            sellerId: recordId,
            storeName: z.string(),
            status: z.enum(estimationStatuses),
            allInCost: won,
            allInMonths: z.int().check(z.nonnegative()),
            submittedAt: isoDateTime,
            withdrawnAt: z.nullable(isoDateTime),
          }),
        )
        .check(z.describe('총 비용이 낮은 순 (구매자 앱과 같은 순서)')),
      selection: z.nullable(
        z.object({
          estimationId: recordId,
          storeName: z.string(),
          createdAt: isoDateTime,
          consentVersion: z.nullable(z.string()),
          consentedAt: z.nullable(isoDateTime),
          termsVersion: z.nullable(z.string()),
        }),
      ),
      consents: z.array(
        z.object({
          term: z.enum(consentTerms),
          version: z.string(),
          agreedAt: isoDateTime,
          withdrawnAt: z.nullable(isoDateTime),
        }),
      ),
      events: z.array(
        z.object({
          kind: z.enum(marketRequestEventKinds),
          at: isoDateTime,
          detail: z.string().check(z.describe('판매점 이름, 마감 사유 등')),
        }),
      ),
    })
    .register(z.globalRegistry, { id: 'MarketRequestDetail' }),
);
export type MarketRequestDetail = z.infer<typeof marketRequestDetailSchema>;

export const getMarketRequest = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/quotations/:id',
  summary: '견적 요청 상세: 견적, 구매 신청, 약관 동의, 지나온 일 (구매자 번호는 가려서)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  params: idParam,
  response: marketRequestDetailSchema,
});

export const revealBuyerContact = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/quotations/:id/buyer-contact',
  summary: '구매자 휴대폰 번호 열람: 열람 사유와 함께 감사 기록에 남고, 번호는 이 응답에만 실림',
  tags: ['admin'],
  auth: 'operator',
  permission: 'revealContact',
  params: idParam,
  body: lazySchema(() => z.object({ reason: operatorReason })),
  response: lazySchema(() => z.object({ phone: z.string().check(z.describe('010-1234-5678')) })),
});

export const closeMarketRequest = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/quotations/:id/close',
  summary:
    '부정한 견적 요청 마감: 더는 견적을 받지 않고, 견적을 보낸 판매점에 실시간으로 알리고, 구매자에게는 마감으로 보임',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: lazySchema(() => z.object({ reason: operatorReason })),
  response: marketRequestDetailSchema,
});
