import type { HTMLAttributes, Ref } from 'react';
import { formatDate } from '../../format/format';
import { Badge } from '../../primitives/Badge/Badge';

export interface BusinessVerifiedBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** When the store's business registration was checked (ISO instant or Date). */
  verifiedAt: Date | string;
  /** The mark's words before the date; '사업자 확인' by default. */
  label?: string;
  ref?: Ref<HTMLSpanElement>;
}

/** '사업자 확인 2026.03.02': the store's business registration was checked on that day (Seoul). */
export function BusinessVerifiedBadge({
  verifiedAt,
  label = '사업자 확인',
  ...rest
}: BusinessVerifiedBadgeProps) {
  // A no-break space: the badge lays its parts out as flex items, which drop a plain space between
  // them, and the label and its day belong on one line.
  return (
    <Badge tone="success" data-part="business-verified" {...rest}>
      {label}
      {'\u00a0'}
      <time dateTime={new Date(verifiedAt).toISOString()}>{formatDate(verifiedAt)}</time>
    </Badge>
  );
}
