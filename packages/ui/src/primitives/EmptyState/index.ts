export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { emptyStateVariants } from './EmptyState.variants';
export type { EmptyStateVariant } from './EmptyState.variants';
