export { InfiniteList } from './InfiniteList';
export type { InfiniteListProps } from './InfiniteList';
export { infiniteListVariants } from './InfiniteList.variants';
export type { InfiniteListScroll } from './InfiniteList.variants';
