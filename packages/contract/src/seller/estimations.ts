import { z } from 'zod/mini';
import { estimationStatuses } from '../domain';
import { defineEndpoint } from '../core/endpoint';
import { idParam, isoDateTime, pagedList, pageQuery, recordId } from '../core/paging';
import {
  estimationSummarySchema,
  estimationTermsSchema,
  storedEstimationTermsSchema,
} from './estimation-terms';
import { lazySchema } from '../core/lazy-schema';

/**
 * How a quote ended, as the dealer sees it: still in the race, chosen, beaten by another dealer,
 * expired with nobody chosen, or taken back by the dealer.
 */
export const estimationOutcomes = [
  'PENDING',
  'SELECTED',
  'NOT_SELECTED',
  'CLOSED',
  'WITHDRAWN',
] as const;
export type EstimationOutcome = (typeof estimationOutcomes)[number];

/** How the dealer console names each outcome, in its list filter and on each quote. */
export const estimationOutcomeLabels = {
  PENDING: '선택 기다리는 중',
  SELECTED: '낙찰',
  NOT_SELECTED: '선택 안 됨',
  CLOSED: '마감',
  WITHDRAWN: '철회함',
} as const satisfies Record<EstimationOutcome, string>;

/**
 * Why a request ended for a dealer who bid on it and did not win: another store was chosen, the
 * buyer stopped taking quotes, the deadline passed with nobody chosen, or an operator closed it.
 * Only the reason is told, never who won or at what price: that is the other dealers' business.
 */
export const estimationClosedReasons = [
  'SELECTED_ELSEWHERE',
  'BUYER_CLOSED',
  'EXPIRED',
  'OPERATOR_CLOSED',
] as const;
export type EstimationClosedReason = (typeof estimationClosedReasons)[number];

/** How the dealer console tells each reason, on each sent quote and live. */
export const estimationClosedReasonLabels = {
  SELECTED_ELSEWHERE: '다른 판매점이 선택됐어요',
  BUYER_CLOSED: '고객이 견적 받기를 그만뒀어요',
  EXPIRED: '선택 없이 마감됐어요',
  OPERATOR_CLOSED: '운영자가 종료했어요',
} as const satisfies Record<EstimationClosedReason, string>;

/** The reason field as lists and live events carry it: null while open, won or withdrawn. */
export const estimationClosedReasonField = lazySchema(() =>
  z
    .nullable(z.enum(estimationClosedReasons))
    .check(
      z.describe(
        '선택되지 않고 끝난 견적의 이유 (SELECTED_ELSEWHERE 다른 판매점 선택, BUYER_CLOSED 구매자가 그만 받음, EXPIRED 선택 없이 마감, OPERATOR_CLOSED 운영자 종료). 진행 중, 낙찰, 철회면 null',
      ),
    ),
);

export const sellerEstimationSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      quotationId: recordId,
      categoryId: recordId,
      status: z.enum(estimationStatuses),
      outcome: z.enum(estimationOutcomes),
      terms: storedEstimationTermsSchema,
      submittedAt: isoDateTime,
      updatedAt: isoDateTime,
      withdrawnAt: z.nullable(isoDateTime),
    })
    .register(z.globalRegistry, { id: 'SellerEstimation' }),
);
export type SellerEstimation = z.infer<typeof sellerEstimationSchema>;

export const submitSellerEstimation = defineEndpoint({
  method: 'POST',
  path: '/v2/seller/quotations/:id/estimations',
  summary: '견적 보내기 (견적 요청 하나에 판매점마다 한 번, 48시간 안에, kind는 카테고리에 맞게)',
  tags: ['seller'],
  auth: 'seller',
  params: idParam,
  body: estimationTermsSchema,
  response: sellerEstimationSchema,
});

export const updateSellerEstimation = defineEndpoint({
  method: 'PATCH',
  path: '/v2/seller/estimations/:id',
  summary: '보낸 견적 수정 (내용 전체를 바꿈, 마감 전이고 구매자가 아직 고르지 않았을 때만)',
  tags: ['seller'],
  auth: 'seller',
  params: idParam,
  body: estimationTermsSchema,
  response: sellerEstimationSchema,
});

export const withdrawSellerEstimation = defineEndpoint({
  method: 'DELETE',
  path: '/v2/seller/estimations/:id',
  summary:
    '보낸 견적 철회 (마감 전이고 구매자가 아직 고르지 않았을 때만, 철회하면 다시 보낼 수 없음)',
  tags: ['seller'],
  auth: 'seller',
  params: idParam,
  response: sellerEstimationSchema,
});

export const sellerEstimationListItemSchema = lazySchema(() =>
  z
    .object({
      estimationId: recordId,
      quotationId: recordId,
      categoryId: recordId,
      productName: z.string(),
      submittedAt: isoDateTime,
      deadlineAt: isoDateTime,
      outcome: z.enum(estimationOutcomes),
      closedReason: estimationClosedReasonField,
      summary: estimationSummarySchema,
    })
    .register(z.globalRegistry, { id: 'SellerEstimationListItem' }),
);
export type SellerEstimationListItem = z.infer<typeof sellerEstimationListItemSchema>;

export const listSellerEstimations = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/estimations',
  summary: '내가 보낸 견적 목록 (최신순, 결과로 거르기)',
  tags: ['seller'],
  auth: 'seller',
  query: lazySchema(() => z.extend(pageQuery, { outcome: z.optional(z.enum(estimationOutcomes)) })),
  response: lazySchema(() => pagedList(sellerEstimationListItemSchema)),
});
