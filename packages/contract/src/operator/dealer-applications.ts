import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { idParam, isoDateTime, pageQuery, pagedList, recordId } from '../core/paging';
import { defineListSorting, sortQueryShape } from '../core/sorting';
import {
  dealerApplicationLimits,
  dealerApplicationMessages,
  dealerApplicationStatuses,
} from '../seller/applications';

/** One application in the operators' list (입점 신청). */
export const dealerApplicationListItemSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      storeName: z.string(),
      businessRegistrationNumber: z.string().check(z.describe('123-45-67890')),
      representative: z.string(),
      phone: z.string(),
      email: z.string(),
      categoryIds: z.array(recordId),
      status: z.enum(dealerApplicationStatuses),
      submittedAt: isoDateTime,
      decidedAt: z.nullable(isoDateTime),
    })
    .register(z.globalRegistry, { id: 'DealerApplicationListItem' }),
);
export type DealerApplicationListItem = z.infer<typeof dealerApplicationListItemSchema>;

/** One application in full; the certificate photo travels only inside this operator-only answer. */
export const dealerApplicationDetailSchema = lazySchema(() =>
  z
    .extend(dealerApplicationListItemSchema, {
      address: z.string(),
      rejectionReason: z.nullable(z.string()),
      decidedBy: z.nullable(z.object({ id: recordId, name: z.string() })),
      sellerId: z.nullable(recordId).check(z.describe('승인으로 만든 판매점 계정')),
      certificateImage: z
        .string()
        .check(z.describe('사업자등록증 사진 (data: URL, 운영자에게만; 공개 주소 없음)')),
    })
    .register(z.globalRegistry, { id: 'DealerApplicationDetail' }),
);
export type DealerApplicationDetail = z.infer<typeof dealerApplicationDetailSchema>;

/** The application table's sortable columns; the newest application first unless asked otherwise. */
export const dealerApplicationSorting = defineListSorting(['storeName', 'submittedAt'], {
  sort: 'submittedAt',
  order: 'desc',
});

export const listDealerApplications = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/dealer-applications',
  summary: '입점 신청 목록 (상태로 거르기, 열마다 정렬, 기본은 최신순)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  query: lazySchema(() =>
    z.extend(pageQuery, {
      status: z.optional(z.enum(dealerApplicationStatuses)),
      ...sortQueryShape(dealerApplicationSorting),
    }),
  ),
  response: lazySchema(() => pagedList(dealerApplicationListItemSchema)),
});

export const getDealerApplication = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/dealer-applications/:id',
  summary: '입점 신청 상세 (사업자등록증 사진 포함)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  params: idParam,
  response: dealerApplicationDetailSchema,
});

export const approveDealerApplication = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/dealer-applications/:id/approve',
  summary:
    '입점 승인: 판매점 계정을 만들고 (사업자 확인 날짜 기록) 한 번만 쓰는 비밀번호 설정 링크를 문자로 보냄',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  response: dealerApplicationDetailSchema,
});

export const rejectDealerApplication = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/dealer-applications/:id/reject',
  summary: '입점 반려: 신청자가 신청 현황에서 읽는 사유와 함께 (문자로 알림)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: lazySchema(() =>
    z.object({
      reason: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, dealerApplicationMessages.rejectionReasonRequired),
          z.maxLength(dealerApplicationLimits.rejectionReason),
        ),
    }),
  ),
  response: dealerApplicationDetailSchema,
});
