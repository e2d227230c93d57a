import {
  allInCostRows,
  contractMonthsLabel,
  type AllInCost,
  type QuoteFigureKey,
  type QuoteFigureRow,
} from '@quotemarket/contract';
import { formatWon, type KeyValueItem, type PriceBreakdownItem } from '@quotemarket/ui';

/** A fee with the months it runs for: '29,900원 · 36개월', the fee alone without months. */
function feeOverMonths(amount: number | null, months: number | null | undefined): string {
  const fee = formatWon(amount);
  return months ? `${fee} · ${contractMonthsLabel(months)}` : fee;
}

/** A quote's figure rows (the contract's) as the kit's rows in won, `emphasised` painted strong. */
export function quoteFigureItems(
  rows: readonly QuoteFigureRow[],
  emphasised?: QuoteFigureKey,
): KeyValueItem[] {
  return rows.map((row) => ({
    key: row.key,
    label: row.label,
    value: feeOverMonths(row.amount, row.months),
    ...(row.key === emphasised && { emphasis: true }),
  }));
}

/** An all-in cost line by line as the kit's breakdown: a benefit as a subtraction. */
export function allInCostBreakdown(cost: AllInCost): {
  items: PriceBreakdownItem[];
  total: PriceBreakdownItem;
} {
  const { items, total } = allInCostRows(cost);
  return { items: items.map((row) => ({ ...row, minus: row.amount < 0 })), total };
}
