import {
  categoryRouteName,
  quoteFigureLabels,
  quoteHeadlineFigures,
  quoteKindOfRequest,
  type BestSeller,
  type RealtimeComparison,
} from '@quotemarket/contract';
import { paths } from '../../paths';

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

/** A best seller's detail page, under its main category's route name. */
export function bestSellerHref(product: Pick<BestSeller, 'id' | 'categoryId1' | 'categoryName1'>) {
  const routeName = categoryRouteName(product.categoryId1, product.categoryName1);
  return paths.productDetail(product.categoryId1, routeName, product.id);
}

/**
 * What a request's support is called, in the words of its quotes: a phone's 총 지원금 (공시 +
 * 추가), an internet deal's 현금 사은품, a rental's 매장 지원금 (as the history's 최대 매장 지원금).
 */
export function supportLabel(categoryId: number): string {
  return quoteFigureLabels[quoteHeadlineFigures[quoteKindOfRequest(categoryId)].upfront];
}

/**
 * A request's line: how many quotes, the lowest month and the largest support, e.g.
 * '견적 2건 · 월 최저 49,000원 · 현금 사은품 최대 450,000원'. The support is left out when no quote
 * has any (a rental without a store subsidy), since '최대 0원' reads as broken.
 */
export function comparisonLine(
  item: RealtimeComparison,
  formatWon: (amount: number) => string,
): string | null {
  const summary = comparisonSummary(item);
  if (summary.count === 0) return null;
  const parts = [`견적 ${summary.count}건`, `월 최저 ${formatWon(summary.lowestMonthlyFee!)}`];
  if (summary.highestSupport! > 0) {
    parts.push(`${supportLabel(item.categoryId)} 최대 ${formatWon(summary.highestSupport!)}`);
  }
  return parts.join(' · ');
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
