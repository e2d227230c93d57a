/**
 * Who runs the marketplace: operator accounts, apart from buyers and dealers, each with one role.
 * What a role may do is this table's answer and nobody else's: the API checks every operator
 * endpoint's `permission` against it and the console hides what the role cannot do.
 */
export const operatorRoles = ['ADMIN', 'OPERATOR', 'VIEWER'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const operatorRoleLabels: Record<OperatorRole, string> = {
  ADMIN: '관리자',
  OPERATOR: '운영자',
  VIEWER: '조회 전용',
};

export const operatorRoleDescriptions: Record<OperatorRole, string> = {
  ADMIN: '운영자 계정까지 모든 것을 관리해요.',
  OPERATOR: '판매점, 신고, 후기, 콘텐츠, 상품을 관리해요.',
  VIEWER: '모든 화면을 볼 수 있지만 바꿀 수는 없어요.',
};

/** What an operator endpoint needs, and the roles that have it. */
export const operatorPermissions = {
  /** Every screen of the console, and the operator's own session. */
  read: ['ADMIN', 'OPERATOR', 'VIEWER'],
  /** Dealers, reports, reviews, content and the catalogue. */
  manageMarket: ['ADMIN', 'OPERATOR'],
  /** A buyer's full phone number, opened with a recorded reason. */
  revealContact: ['ADMIN', 'OPERATOR'],
  /** Operator accounts and their roles. */
  manageOperators: ['ADMIN'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorPermission = keyof typeof operatorPermissions;

export function operatorCan(role: OperatorRole, permission: OperatorPermission): boolean {
  return (operatorPermissions[permission] as readonly OperatorRole[]).includes(role);
}

export function isOperatorRole(value: string): value is OperatorRole {
  return (operatorRoles as readonly string[]).includes(value);
}
