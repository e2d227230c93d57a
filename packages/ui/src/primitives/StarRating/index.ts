export { StarRatingDisplay, normalizeRating } from './StarRatingDisplay';
export { maxStars } from './starRow';
export type { StarRatingDisplayProps } from './StarRatingDisplay';
export { StarRatingInput } from './StarRatingInput';
export type { StarRatingInputProps } from './StarRatingInput';
export { starRatingInputVariants, starRatingVariants } from './StarRating.variants';
export type { StarRatingInputSize, StarRatingSize } from './StarRating.variants';
