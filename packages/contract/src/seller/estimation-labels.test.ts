import { describe, expect, it } from 'vitest';
import { allInCostTitle, contractMonthsLabel, installmentMonthsLabel } from './estimation-labels';

describe('the words of a quote’s months', () => {
  it('names the all-in cost by the months it counts, as both apps show it', () => {
    expect(allInCostTitle(24)).toBe('24개월 총 비용');
  });

  it('says 무약정 and 일시불 for no months at all', () => {
    expect(contractMonthsLabel(0)).toBe('무약정');
    expect(contractMonthsLabel(36)).toBe('36개월');
    expect(installmentMonthsLabel(0)).toBe('일시불');
    expect(installmentMonthsLabel(24)).toBe('24개월');
  });
});
