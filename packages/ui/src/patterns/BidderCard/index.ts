export { BidderCard } from './BidderCard';
export type { BidderCardProps } from './BidderCard';
