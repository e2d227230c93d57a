export { SplitLayout } from './SplitLayout';
export type { SplitLayoutProps } from './SplitLayout';
export { splitLayoutVariants } from './SplitLayout.variants';
export type { SplitLayoutSecondaryWidth, SplitLayoutStackOrder } from './SplitLayout.variants';
