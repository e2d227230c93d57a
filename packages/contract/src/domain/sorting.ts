/** The sorts of the product list (the category home's sort sheet) and of the quote history lists. */

export const productSortOptions = ['created_at', 'view_count', 'mostQuoted'] as const;
export type ProductSort = (typeof productSortOptions)[number];

/** An unknown or missing sort reads as the newest first, as the spec says. */
export const defaultProductSort: ProductSort = 'created_at';

export const productSortLabels = {
  created_at: '최신순',
  view_count: '조회순',
  mostQuoted: '인기순',
} as const satisfies Record<ProductSort, string>;

/** The sort sheet's radios, in the order the spec lists them. */
export const productSortChoices: readonly { value: ProductSort; label: string }[] =
  productSortOptions.map((value) => ({ value, label: productSortLabels[value] }));

export function isProductSort(value: unknown): value is ProductSort {
  return (productSortOptions as readonly unknown[]).includes(value);
}

/** Sorts of the selected/not-selected history lists. */
export const historySortOptions = ['latest', 'highestAmountFunding', 'lowestMonthlyFee'] as const;
export type HistorySort = (typeof historySortOptions)[number];
export const defaultHistorySort: HistorySort = 'latest';

/** Sorts of one request's quotes: the cheapest over its contract first, unless the buyer asks otherwise. */
export const estimationSortOptions = ['lowestAllInCost', ...historySortOptions] as const;
export type EstimationSort = (typeof estimationSortOptions)[number];
export const defaultEstimationSort: EstimationSort = 'lowestAllInCost';

/** How the history sorts read: the sort sheet's radios and the button that opens it. */
export const historySortLabels = {
  latest: '최신순',
  highestAmountFunding: '지원금 높은 순',
  lowestMonthlyFee: '월 요금 낮은 순',
} as const satisfies Record<HistorySort, string>;
