export { BusinessVerifiedBadge } from './BusinessVerifiedBadge';
export type { BusinessVerifiedBadgeProps } from './BusinessVerifiedBadge';
