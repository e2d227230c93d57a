export { ReviewItem } from './ReviewItem';
export type { ReviewItemProps, ReviewItemReply } from './ReviewItem';
export { reviewItemVariants } from './ReviewItem.variants';
export type { ReviewItemVariant } from './ReviewItem.variants';
