import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { defineListSorting, sortQueryShape } from '../core/sorting';
import { isoDateTime, maxStoredInteger, pageQuery, pagedList, recordId } from '../core/paging';
import { operatorRoles } from './roles';

/** How long the audit log keeps a row: operators' access records are kept two years. */
export const auditRetentionYears = 2;

/** What an operator did, by the code the log stores, with the words the console shows. */
export const auditActionLabels = {
  'operator.invite': '운영자 초대',
  'operator.enrol': '운영자 등록 완료',
  'operator.changeRole': '운영자 역할 변경',
  'operator.deactivate': '운영자 비활성화',
  'operator.reactivate': '운영자 다시 활성화',
  'operator.reissueEnrolment': '등록 링크 다시 발급',
  'operator.useRecoveryCode': '복구 코드로 로그인',
  'dealer.suspend': '판매점 이용 정지',
  'dealer.reactivate': '판매점 이용 정지 해제',
  'dealer.warn': '판매점 경고',
  'report.review': '신고 검토 시작',
  'report.resolve': '신고 조치 완료',
  'report.dismiss': '신고 기각',
  'review.hide': '후기 가리기',
  'reviewCheck.keep': '후기 검토: 유지',
  'product.create': '상품 등록',
  'product.update': '상품 수정',
  'product.hide': '상품 숨기기',
  'product.show': '상품 다시 보이기',
  'product.addImage': '상품 사진 추가',
  'product.reorderImages': '상품 사진 순서 변경',
  'product.deleteImage': '상품 사진 삭제',
  'notice.create': '공지사항 임시 저장',
  'notice.update': '공지사항 수정',
  'notice.publish': '공지사항 게시',
  'notice.schedule': '공지사항 예약 게시',
  'notice.unpublish': '공지사항 게시 중단',
  'faq.create': '자주 묻는 질문 임시 저장',
  'faq.update': '자주 묻는 질문 수정',
  'faq.publish': '자주 묻는 질문 게시',
  'faq.schedule': '자주 묻는 질문 예약 게시',
  'faq.unpublish': '자주 묻는 질문 게시 중단',
  'dealer.approve': '입점 승인',
  'dealer.reject': '입점 반려',
  'contact.reveal': '구매자 연락처 열람',
  'quotation.close': '견적 요청 마감',
  'inquiry.answer': '1:1 문의 답변 완료',
} as const;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

/** What an action was done to. */
export const auditTargetLabels = {
  operator: '운영자',
  dealer: '판매점',
  report: '신고',
  review: '후기',
  product: '상품',
  notice: '공지사항',
  faq: '자주 묻는 질문',
  dealerApplication: '입점 신청',
  buyer: '회원',
  quotation: '견적 요청',
  inquiry: '1:1 문의',
} as const;
export type AuditTargetType = keyof typeof auditTargetLabels;
export const auditTargetTypes = Object.keys(auditTargetLabels) as AuditTargetType[];

const jsonValue = lazySchema(() => z.nullable(z.record(z.string(), z.unknown())));

export const auditEntrySchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      operator: z.object({ id: recordId, name: z.string(), email: z.string() }),
      role: z.enum(operatorRoles).check(z.describe('그때의 역할')),
      action: z.enum(auditActions as [AuditAction, ...AuditAction[]]),
      target: z.object({
        type: z.enum(auditTargetTypes as [AuditTargetType, ...AuditTargetType[]]),
        id: recordId,
        label: z.string().check(z.describe('그때의 이름 (이메일, 상호 등)')),
      }),
      before: jsonValue,
      after: jsonValue,
      reason: z.nullable(z.string()),
      address: z.string().check(z.describe('접속 주소')),
      createdAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'AuditEntry' }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A day of the log's filter: the service's own years, so no date is past what the database holds. */
const auditDate = lazySchema(() =>
  z.iso
    .date()
    .check(
      z.refine(
        (date) => date >= '2020-01-01' && date <= '2099-12-31',
        '기간은 2020년부터 2099년 사이의 날짜로 골라 주세요.',
      ),
    ),
);

const optionalId = lazySchema(() =>
  z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(maxStoredInteger))),
);

/**
 * The log's sortable columns: when (newest first unless asked otherwise, or oldest first to read
 * a period as it happened) and who (one operator's writes together).
 */
export const auditLogSorting = defineListSorting(['createdAt', 'operator'], {
  sort: 'createdAt',
  order: 'desc',
});

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/audit-log',
  summary: `감사 기록: 운영자가 바꾼 모든 것 (시각·운영자로 정렬, 기본은 최신순; ${auditRetentionYears}년 보관; 누구도 고치거나 지울 수 없음)`,
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  query: lazySchema(() =>
    z.extend(pageQuery, {
      operatorId: optionalId,
      action: z.optional(z.enum(auditActions as [AuditAction, ...AuditAction[]])),
      targetType: z.optional(z.enum(auditTargetTypes as [AuditTargetType, ...AuditTargetType[]])),
      targetId: optionalId,
      from: z.optional(auditDate.check(z.describe('이 날부터 (한국 시간)'))),
      to: z.optional(auditDate.check(z.describe('이 날까지 (한국 시간)'))),
      ...sortQueryShape(auditLogSorting),
    }),
  ),
  response: lazySchema(() => pagedList(auditEntrySchema)),
});

export const auditOperatorSchema = lazySchema(() =>
  z.object({ id: recordId, name: z.string() }).register(z.globalRegistry, { id: 'AuditOperator' }),
);
export type AuditOperator = z.infer<typeof auditOperatorSchema>;

export const listAuditOperators = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/audit-log/operators',
  summary:
    '감사 기록의 운영자 거르기에 쓰는 이름 목록 (비활성 계정 포함, 이메일 없이; 모든 역할이 볼 수 있어요)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  response: lazySchema(() => z.array(auditOperatorSchema)),
});
