import { describe, expect, it } from 'vitest';
import { isRentalCategory, offeredBudgetPositions, requiredAnswerCount } from './wizard-rules';

describe('offeredBudgetPositions', () => {
  it.each([
    [37, [1, 2, 4, 3]],
    [38, [2, 4, 5, 3]],
    [39, [0, 1, 2, 3]],
    [null, [0, 1, 2, 3]],
  ])('offers product set %s the budgets at %j', (productSet, positions) => {
    expect(offeredBudgetPositions(productSet)).toEqual(positions);
  });
});

describe('requiredAnswerCount', () => {
  it('needs every internet answer and four elsewhere', () => {
    expect([1, 2, 3, 7, 8].map(requiredAnswerCount)).toEqual([4, 7, 4, 4, 4]);
  });
});

describe('isRentalCategory', () => {
  it('is true for water purifiers, appliances and health only', () => {
    expect([1, 2, 3, 7, 8].filter(isRentalCategory)).toEqual([3, 7, 8]);
  });
});
