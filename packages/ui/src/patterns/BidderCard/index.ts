export { BidderCard } from './BidderCard';
export type { BidderCardProps } from './BidderCard';
export { bidderCardVariants } from './BidderCard.variants';
export type { BidderOutcome } from './BidderCard.variants';
