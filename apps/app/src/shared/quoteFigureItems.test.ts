import { describe, expect, it } from 'vitest';
import { quoteHeadlineRows } from '@quotemarket/contract';
import { internetDetail } from '../routes/quotations/quotationFixtures';
import { allInCostBreakdown, quoteFigureItems } from './quoteFigureItems';

describe('quoteFigureItems', () => {
  it('shows each figure in won, a fee with the months it runs for', () => {
    const rows = quoteHeadlineRows('rental', { storeSubsidy: 120_000, rentalFee: 29_900 }, 36);
    expect(quoteFigureItems(rows, 'storeSubsidy')).toEqual([
      { key: 'storeSubsidy', label: '매장 지원금', value: '120,000원', emphasis: true },
      { key: 'rentalFee', label: '월 렌탈료', value: '29,900원 · 36개월' },
    ]);
  });

  it('leaves the months out when there are none, and shows an unknown figure as a dash', () => {
    const rows = quoteHeadlineRows('internet', { cashGift: null, monthlyBundledRate: 38_500 }, 0);
    expect(quoteFigureItems(rows).map((item) => item.value)).toEqual(['-', '38,500원']);
  });
});

describe('allInCostBreakdown', () => {
  it('lists the all-in cost’s parts with benefits taken off', () => {
    const { items, total } = allInCostBreakdown(internetDetail().allInCost);
    expect(items.map((item) => [item.label, item.amount, item.minus])).toEqual([
      ['결합 후 요금', 1_821_600, false],
      ['현금 사은품', -340_000, true],
    ]);
    expect(total).toMatchObject({ label: '36개월 총 비용', amount: 1_481_600 });
  });
});
