import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentType } from 'react';
import type { BadgeProps } from '../primitives/Badge';

/** What a navigation item may carry beside its label: a count, and what the count means. */
export interface NavItemCount {
  /** A number beside the label, such as new requests or unread messages; none at 0, `99+` above 99. */
  count?: number;
  /**
   * What the number means, read by screen readers after the label instead of the bare number
   * (e.g. '새 요청 2건').
   */
  countLabel?: (count: number) => string;
}

/**
 * A navigation item's count as a badge styled by its layout (`badge`), read after the label as
 * its `countLabel` says, or nothing while the count is 0.
 */
export function NavCount({
  count,
  countLabel,
  badge: CountBadge,
}: NavItemCount & { badge: ComponentType<BadgeProps> }) {
  if (count == null || count <= 0) return null;
  return (
    <>
      <CountBadge data-part="count" aria-hidden={Boolean(countLabel)}>
        {count > 99 ? '99+' : String(count)}
      </CountBadge>
      {countLabel ? <VisuallyHidden>{` ${countLabel(count)}`}</VisuallyHidden> : null}
    </>
  );
}
