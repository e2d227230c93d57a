import { operatorCan, type OperatorPermission, type OperatorRole } from '@quotemarket/contract';
import { paths } from '../paths';

/**
 * The console's sections, in the order the navigation lists them, each with the permission its
 * screen needs: a role is shown only what it can open.
 */
export const adminSections = [
  { key: 'dashboard', label: '대시보드', href: paths.dashboard(), permission: 'read' },
  { key: 'requests', label: '견적 요청', href: paths.requests(), permission: 'read' },
  { key: 'applications', label: '입점 신청', href: paths.applications(), permission: 'read' },
  { key: 'dealers', label: '판매점', href: paths.dealers(), permission: 'read' },
  { key: 'reports', label: '신고', href: paths.reports(), permission: 'read' },
  { key: 'reviewChecks', label: '후기 검토', href: paths.reviewChecks(), permission: 'read' },
  { key: 'products', label: '상품', href: paths.products(), permission: 'read' },
  { key: 'notices', label: '공지사항', href: paths.notices(), permission: 'read' },
  { key: 'faqs', label: '자주 묻는 질문', href: paths.faqs(), permission: 'read' },
  { key: 'inquiries', label: '1:1 문의', href: paths.inquiries(), permission: 'read' },
  { key: 'audit', label: '감사 기록', href: paths.audit(), permission: 'read' },
  {
    key: 'operators',
    label: '운영자 관리',
    href: paths.operators(),
    permission: 'manageOperators',
  },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  href: string;
  permission: OperatorPermission;
}>;

export type AdminSectionKey = (typeof adminSections)[number]['key'];

/** The sections a role may open; before the role is known, those every role may. */
export function sectionsFor(role: OperatorRole | undefined) {
  return adminSections.filter((section) =>
    role === undefined ? section.permission === 'read' : operatorCan(role, section.permission),
  );
}

/** The section a console path belongs to. */
export function sectionOfPath(pathname: string): AdminSectionKey | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return adminSections.find((section) => section.href === `/${first}`)?.key ?? null;
}
