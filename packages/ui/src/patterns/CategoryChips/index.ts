export { CategoryChips } from './CategoryChips';
export type { CategoryChip, CategoryChipsProps } from './CategoryChips';
