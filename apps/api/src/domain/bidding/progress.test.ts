import { describe, expect, it } from 'vitest';
import { progressPercent, toBiddingProgress } from './progress';

describe('progressPercent', () => {
  it.each([
    [0, 7, 0],
    [1, 7, 14],
    [3, 7, 43],
    [1, 8, 13],
    [7, 7, 100],
    [9, 7, 100],
    [2, 0, 0],
  ])('%i of %i questions is %i%%', (answered, total, percent) => {
    expect(progressPercent(answered, total)).toBe(percent);
  });
});

describe('toBiddingProgress', () => {
  it('describes a buyer without a draft', () => {
    expect(toBiddingProgress(null, [], 4)).toEqual({
      quotationId: null,
      responses: [],
      rentalFee: null,
      answeredCount: 0,
      totalQuestions: 4,
      progress: 0,
    });
  });
});
