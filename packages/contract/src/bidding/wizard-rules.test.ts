import { describe, expect, it } from 'vitest';
import { isRentalCategory, offeredBudgetPositions, unansweredQuestionIds } from './wizard-rules';

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

describe('unansweredQuestionIds', () => {
  const phoneQuestions = [1, 2, 3, 4, 5, 6, 7];

  it('names every question left, in order: four phone answers are not a request', () => {
    const answers = [4, 2, 1, 3].map((questionId) => ({ questionId }));
    expect(unansweredQuestionIds(phoneQuestions, answers)).toEqual([5, 6, 7]);
  });

  it('is empty once every question is answered, whatever else was saved', () => {
    const answers = [...phoneQuestions, 99].map((questionId) => ({ questionId }));
    expect(unansweredQuestionIds(phoneQuestions, answers)).toEqual([]);
  });
});

describe('isRentalCategory', () => {
  it('is true for water purifiers, appliances and health only', () => {
    expect([1, 2, 3, 7, 8].filter(isRentalCategory)).toEqual([3, 7, 8]);
  });
});
