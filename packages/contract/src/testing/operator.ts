// The operator console's answers as the API sends them: 관리자 김운영 (operator 1), the other
// operators on the list, an enrolment link and the audit log's rows.
import type {
  AuditEntry,
  OperatorAccount,
  OperatorDemoAccount,
  OperatorListItem,
  OperatorSession,
} from '../index';

const at = '2026-12-01T01:00:00.000Z';

/** The signed-in 관리자, as `/admin/me` answers it. */
export const operatorAccount: OperatorAccount = {
  id: 1,
  email: 'admin@ops.quotemarket.kr',
  name: '김운영',
  role: 'ADMIN',
};

/** The session the second factor answers for `operatorAccount`. */
export const operatorSession: OperatorSession = {
  token: 'operator-token',
  operator: operatorAccount,
  recoveryCodesLeft: 10,
};

/** The demo operators a development server offers, one per role, with a code of the moment. */
export const operatorDemoAccounts: OperatorDemoAccount[] = [
  {
    email: 'admin@demo.quotemarket.kr',
    password: 'quotemarket-admin-1234',
    name: '데모 관리자',
    role: 'ADMIN',
    code: '123456',
  },
  {
    email: 'operator@demo.quotemarket.kr',
    password: 'quotemarket-operator-1234',
    name: '데모 운영자',
    role: 'OPERATOR',
    code: '234567',
  },
  {
    email: 'viewer@demo.quotemarket.kr',
    password: 'quotemarket-viewer-1234',
    name: '데모 조회 전용',
    role: 'VIEWER',
    code: '345678',
  },
];

/** An operator account on the 운영자 관리 list: an active 운영자 `n`, unless overridden. */
export function operatorListItem(
  n: number,
  overrides: Partial<OperatorListItem> = {},
): OperatorListItem {
  return {
    id: n,
    email: `operator${n}@ops.quotemarket.kr`,
    name: `운영자${n}`,
    role: 'OPERATOR',
    status: 'active',
    lastLoginAt: at,
    createdAt: '2026-11-01T01:00:00.000Z',
    ...overrides,
  };
}

/** What inviting (or re-issuing for) an operator answers: the account and its one-time path. */
export function operatorEnrolmentLink(operator: OperatorListItem) {
  return {
    operator,
    enrolmentPath: `/admin/enrol?token=enrol-token-${operator.id}`,
    expiresAt: '2026-12-02T01:00:00.000Z',
  };
}

/** An enrolment link's page: who is enrolled, and the authenticator's QR code and key. */
export const operatorEnrolment = {
  email: 'new@ops.quotemarket.kr',
  name: '박신입',
  role: 'OPERATOR' as const,
  otpauthUri:
    'otpauth://totp/%EA%B2%AC%EC%A0%81%EB%A7%88%EC%BC%93:new%40ops.quotemarket.kr?secret=JBSWY3DPEHPK3PXP&issuer=%EA%B2%AC%EC%A0%81%EB%A7%88%EC%BC%93',
  qrCodeSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0z"/></svg>',
  secret: 'JBSWY3DPEHPK3PXP',
  expiresAt: '2026-12-02T01:00:00.000Z',
};

/** The ten recovery codes an enrolment shows once. */
export const operatorRecoveryCodes = Array.from(
  { length: 10 },
  (_, index) => `code-${String(index).padStart(4, '0')}-xy`,
);

/** A row of the audit log: 관리자 김운영 changed operator 2's role, unless overridden. */
export function auditEntry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: n,
    operator: { id: 1, name: '김운영', email: operatorAccount.email },
    role: 'ADMIN',
    action: 'operator.changeRole',
    target: { type: 'operator', id: 2, label: 'operator2@ops.quotemarket.kr' },
    before: { role: 'VIEWER' },
    after: { role: 'OPERATOR' },
    reason: null,
    address: '203.0.113.7',
    createdAt: at,
    ...overrides,
  };
}
