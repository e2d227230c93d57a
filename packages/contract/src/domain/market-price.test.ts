import { describe, expect, it } from 'vitest';
import {
  answerSpeedText,
  marketPriceAmount,
  marketPriceBasis,
  marketPriceComparison,
  marketVariantLabel,
} from './market-price';

describe('market price words', () => {
  it('says how much cheaper or dearer a quote is than the median, in formatted won', () => {
    expect(marketPriceComparison(1_000_000, 1_032_000)).toBe('실거래 중간값보다 32,000원 저렴해요');
    expect(marketPriceComparison(1_250_500, 1_000_000)).toBe('실거래 중간값보다 250,500원 비싸요');
    expect(marketPriceComparison(990_000, 990_000)).toBe('실거래 중간값과 같아요');
  });

  it('states the figure and what it is based on', () => {
    expect(marketPriceAmount(1_234_000)).toBe('1,234,000원');
    expect(marketPriceBasis(7)).toBe('최근 30일 7건의 거래 기준');
  });

  it("labels a phone's variant and nothing for a product without one", () => {
    expect(marketVariantLabel({ storage: '256GB', carrier: 'SKT', joinType: '번호이동' })).toBe(
      '256GB · SKT · 번호이동',
    );
    expect(marketVariantLabel({ storage: null, carrier: null, joinType: null })).toBeNull();
  });
});

describe('answerSpeedText', () => {
  it('says minutes under an hour and whole hours (rounded up) from an hour', () => {
    expect(answerSpeedText(11.2)).toBe('보통 12분 안에 견적을 보내요');
    expect(answerSpeedText(0.2)).toBe('보통 1분 안에 견적을 보내요');
    expect(answerSpeedText(60)).toBe('보통 1시간 안에 견적을 보내요');
    expect(answerSpeedText(61)).toBe('보통 2시간 안에 견적을 보내요');
  });

  it('says nothing for a store without bids in the window', () => {
    expect(answerSpeedText(null)).toBeNull();
  });
});
