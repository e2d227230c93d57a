import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { idParam, isoDateTime, recordId } from '../core/paging';
import { operatorRoles } from './roles';

/** Where an operator account stands: invited (the link not yet used), active, or deactivated. */
export const operatorStatuses = ['invited', 'active', 'deactivated'] as const;
export type OperatorStatus = (typeof operatorStatuses)[number];
export const operatorStatusLabels: Record<OperatorStatus, string> = {
  invited: '등록 대기',
  active: '활성',
  deactivated: '비활성',
};

export const operatorNameMaxLength = 40;

export const operatorListItemSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      email: z.string(),
      name: z.string(),
      role: z.enum(operatorRoles),
      status: z.enum(operatorStatuses),
      lastLoginAt: z.nullable(isoDateTime),
      createdAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'OperatorListItem' }),
);
export type OperatorListItem = z.infer<typeof operatorListItemSchema>;

export const operatorManagementMessages = {
  emailTaken: '이미 등록된 이메일이에요.',
  notYourself: '내 계정의 역할과 상태는 다른 관리자가 바꿀 수 있어요.',
  nameRequired: '이름을 입력해 주세요.',
  emailInvalid: '이메일 주소를 정확히 입력해 주세요.',
} as const;

export const listOperators = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/operators',
  summary: '운영자 계정 목록',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageOperators',
  response: lazySchema(() => z.array(operatorListItemSchema)),
});

const enrolmentLinkSchema = lazySchema(() =>
  z
    .object({
      operator: operatorListItemSchema,
      enrolmentPath: z.string().check(z.describe('한 번만 쓰는 등록 링크 (이 서버의 경로)')),
      expiresAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'OperatorEnrolmentLink' }),
);

export const inviteOperator = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/operators',
  summary: '운영자 초대: 계정을 만들고 한 번만 쓰는 등록 링크를 돌려줌',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageOperators',
  body: lazySchema(() =>
    z.object({
      email: z
        .string()
        .check(
          z.trim(),
          z.toLowerCase(),
          z.maxLength(320),
          z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, operatorManagementMessages.emailInvalid),
        ),
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, operatorManagementMessages.nameRequired),
          z.maxLength(operatorNameMaxLength),
        ),
      role: z.enum(operatorRoles),
    }),
  ),
  response: enrolmentLinkSchema,
});

export const updateOperator = defineEndpoint({
  method: 'PATCH',
  path: '/v2/admin/operators/:id',
  summary: '운영자 역할 변경, 비활성화·다시 활성화 (내 계정은 바꿀 수 없음)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageOperators',
  params: idParam,
  body: lazySchema(() =>
    z.object({
      role: z.optional(z.enum(operatorRoles)),
      isActive: z.optional(z.boolean()),
    }),
  ),
  response: operatorListItemSchema,
});

export const reissueOperatorEnrolment = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/operators/:id/enrolment',
  summary:
    '등록 링크 다시 발급: 인증 앱을 잃어버린 운영자가 비밀번호와 인증 앱을 새로 등록 (이전 비밀번호·인증 앱·복구 코드·세션은 끝남)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageOperators',
  params: idParam,
  response: enrolmentLinkSchema,
});
