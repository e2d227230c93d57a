export { StarRatingDisplay } from './StarRatingDisplay';
export { maxStars } from './starRow';
export type {
  CompactRatingProps,
  StarRatingDisplayProps,
  StarRowRatingProps,
} from './StarRatingDisplay';
export { StarRatingInput } from './StarRatingInput';
export type { StarRatingInputProps } from './StarRatingInput';
export { starRatingInputVariants, starRatingVariants } from './StarRating.variants';
export type { StarRatingInputSize, StarRatingSize, StarRatingVariant } from './StarRating.variants';
