export { SortSheet } from './SortSheet';
export type { SortOption, SortSheetConfirmValue, SortSheetProps } from './SortSheet';
