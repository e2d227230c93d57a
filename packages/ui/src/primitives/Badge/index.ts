export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { badgeVariants } from './Badge.variants';
export type { BadgeTone } from './Badge.variants';
