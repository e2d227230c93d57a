import { paths } from '../paths';

/** The console's sections, in the order the navigation lists them. */
export const consoleSections = [
  { key: 'inbox', label: '견적 요청', href: paths.inbox() },
  { key: 'bids', label: '보낸 견적', href: paths.bids() },
  { key: 'deals', label: '낙찰', href: paths.deals() },
  { key: 'reviews', label: '후기', href: paths.reviews() },
  { key: 'store', label: '내 매장', href: paths.store() },
] as const;

export type ConsoleSectionKey = (typeof consoleSections)[number]['key'];

/** The section a console path belongs to: a request's page belongs to the inbox. */
export function sectionOfPath(pathname: string): ConsoleSectionKey | null {
  const first = pathname.split('/').filter(Boolean)[0];
  if (first === undefined || first === 'requests') return 'inbox';
  return consoleSections.find((section) => section.href === `/${first}`)?.key ?? null;
}
