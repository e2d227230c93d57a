export { Page } from './Page';
export type { PageProps } from './Page';
export { pageVariants } from './Page.variants';
export type { PageHeightMode } from './Page.variants';
