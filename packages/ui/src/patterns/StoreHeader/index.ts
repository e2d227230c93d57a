export { StoreHeader } from './StoreHeader';
export type { StoreHeaderProps } from './StoreHeader';
export { RatingStars, starFills } from './RatingStars';
export type { RatingStarsProps } from './RatingStars';
