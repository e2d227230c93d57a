export { SortSheet } from './SortSheet';
export type { SortSheetConfirmValue, SortSheetProps } from './SortSheet';
export { defaultSortValue, maxHistoryTags, sortOptions } from './SortSheet.options';
export type { SortOption, SortValue } from './SortSheet.options';
