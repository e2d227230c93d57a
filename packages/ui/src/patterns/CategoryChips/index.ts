export { ALL_CATEGORY_ID, CategoryChips } from './CategoryChips';
export type { CategoryChip, CategoryChipsProps } from './CategoryChips';
