export { Skeleton, SkeletonList } from './Skeleton';
export type { SkeletonListProps, SkeletonProps } from './Skeleton';
export { skeletonVariants } from './Skeleton.variants';
export type { SkeletonVariant } from './Skeleton.variants';
