import { describe, expect, it } from 'vitest';
import { quoteFigureLabels } from '../domain';
import { estimationFieldLabels } from './estimation-labels';

describe('the words of a quote’s fields', () => {
  it('are the quote’s own words, one meaning each on both sides of the market', () => {
    expect(estimationFieldLabels.rental.storeSubsidy).toBe(quoteFigureLabels.storeSubsidy);
    expect(estimationFieldLabels.internet.cashGift).toBe('현금 사은품');
    expect(estimationFieldLabels.rental.rentalFee).toBe('월 렌탈료');
  });

  it('name a phone’s store subsidy both ways a dealer knows it', () => {
    expect(estimationFieldLabels.phone.storeSubsidy).toBe('추가지원금 (매장 지원금)');
  });
});
