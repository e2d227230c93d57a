/**
 * Market price from real deals (issue 42): the median all-in cost (`allInCost`, what the quote
 * lists rank by) of the quotes buyers selected lately for the same product — for phones the same
 * storage, carrier and 가입 유형 — and how fast each store answers a request.
 */

/** Deals selected within this many days count toward the market price. */
export const marketPriceWindowDays = 30;

/**
 * The fewest deals a market price is shown from: below it a median is one or two buyers' prices,
 * readable back to a single deal, so nothing but `marketPriceGatheringText` is shown.
 */
export const marketPriceMinDeals = 5;

/** A store's answer speed is the median over the requests it bid on within this many days. */
export const answerSpeedWindowDays = 90;

/** What stands where the market price would, while fewer than `marketPriceMinDeals` deals exist. */
export const marketPriceGatheringText = '거래가 쌓이면 보여드려요';

/** The market price's heading, wherever it is shown. */
export const marketPriceTitle = '실거래 중간값';

function wonText(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

/** A variant as a row label: '256GB · SKT · 번호이동'; null for a product with no variants. */
export function marketVariantLabel(variant: {
  storage: string | null;
  carrier: string | null;
  joinType: string | null;
}): string | null {
  const parts = [variant.storage, variant.carrier, variant.joinType].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** '최근 30일 7건의 거래 기준': where the figure comes from, under it. */
export function marketPriceBasis(dealCount: number): string {
  return `최근 ${marketPriceWindowDays}일 ${dealCount.toLocaleString('ko-KR')}건의 거래 기준`;
}

/** The median itself as a figure: '1,234,000원'. */
export function marketPriceAmount(medianAllInCost: number): string {
  return wonText(medianAllInCost);
}

/** How a quote's all-in cost stands against the market price: '실거래 중간값보다 32,000원 저렴해요'. */
export function marketPriceComparison(allInCost: number, medianAllInCost: number): string {
  const difference = allInCost - medianAllInCost;
  if (difference === 0) return `${marketPriceTitle}과 같아요`;
  const amount = wonText(Math.abs(difference));
  return difference < 0
    ? `${marketPriceTitle}보다 ${amount} 저렴해요`
    : `${marketPriceTitle}보다 ${amount} 비싸요`;
}

/**
 * A store's answer speed in words, from its median minutes to its bid: '보통 12분 안에 견적을
 * 보내요'; an hour or more in whole hours (rounded up, so the promise is never faster than the
 * figure); null without bids in the window, where nothing is said.
 */
export function answerSpeedText(medianMinutes: number | null): string | null {
  if (medianMinutes === null) return null;
  const minutes = Math.max(1, Math.ceil(medianMinutes));
  const span =
    minutes < 60 ? `${minutes}분` : `${Math.ceil(minutes / 60).toLocaleString('ko-KR')}시간`;
  return `보통 ${span} 안에 견적을 보내요`;
}
