export { ExpandableCard } from './ExpandableCard';
export type { ExpandableCardProps } from './ExpandableCard';
