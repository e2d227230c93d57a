/** The three sorts of the category home's product list, as the API names them. */
export const sortOptions = [
  { value: 'created_at', label: '최신순' },
  { value: 'view_count', label: '조회순' },
  { value: 'mostQuoted', label: '인기순' },
] as const;

export type SortValue = (typeof sortOptions)[number]['value'];

export interface SortOption {
  value: SortValue;
  label: string;
}

export const defaultSortValue: SortValue = 'created_at';

/** The spec shows at most ten search-history tags. */
export const maxHistoryTags = 10;
