import type { BestSeller, RealtimeComparison } from '@quotemarket/contract';

/** Spec 9: a review's title is cut at 15 characters, a buyer's name in the comparison at 6. */
export const reviewTitleLength = 15;
export const comparisonNameLength = 6;

/** The first `max` characters (whole code points, so Hangul and emoji stay intact), then '…'. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}

/** The first `max` characters without a mark: names are cut, not elided. */
export function cut(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}

/**
 * `/request-details/{categoryId1}/{categoryName1 up to any slash}/{id}`: 'Health/Beauty' becomes
 * 'Health', as the routes name it.
 */
export function bestSellerHref(product: Pick<BestSeller, 'id' | 'categoryId1' | 'categoryName1'>) {
  const name = product.categoryName1.split('/')[0]!.trim();
  return `/request-details/${product.categoryId1}/${encodeURIComponent(name)}/${product.id}`;
}

/** The best of a request's quotes: the lowest monthly payment and the largest support. */
export function comparisonSummary(item: RealtimeComparison) {
  const { estimations } = item.product;
  if (estimations.length === 0) return { count: 0, lowestMonthlyFee: null, highestSupport: null };
  return {
    count: estimations.length,
    lowestMonthlyFee: Math.min(...estimations.map((estimation) => estimation.monthlyFee)),
    highestSupport: Math.max(...estimations.map((estimation) => estimation.supportFund)),
  };
}
