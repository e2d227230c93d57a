export { Pagination, visiblePages } from './Pagination';
export type { PaginationProps } from './Pagination';
export { paginationVariants } from './Pagination.variants';
export type { PaginationLayout } from './Pagination.variants';
