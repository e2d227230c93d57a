import { describe, expect, it } from 'vitest';
import type { BiddingQuestion, BiddingResponse } from '@quotemarket/contract';
import {
  canSendRequest,
  entryPrompt,
  nextQuestion,
  offeredOptions,
  progressPercent,
  shouldAutoSend,
  stepBeforeSending,
  toResponse,
} from './wizardLogic';

const choice = (questionId: number, optionIds: number[]): BiddingQuestion => ({
  questionId,
  questionText: `질문 ${questionId}`,
  kind: 'CHOICE',
  options: optionIds.map((optionId) => ({
    optionId,
    optionText: `보기 ${optionId}`,
    buttonText: `버튼 ${optionId}`,
  })),
  defaultOptionId: null,
});
const answer = (
  questionId: number,
  optionId: number | null,
  responseText = '',
): BiddingResponse => ({
  questionId,
  optionId,
  responseText,
});

describe('progressPercent', () => {
  it.each([
    [0, 7, 0],
    [1, 7, 14],
    [1, 6, 17],
    [7, 7, 100],
    [9, 7, 100],
    [1, 0, 0],
  ])('%i of %i answers is %i%%', (answered, total, percent) => {
    expect(progressPercent(answered, total)).toBe(percent);
  });
});

describe('nextQuestion', () => {
  const questions = [choice(1, [1]), choice(2, [3]), choice(3, [5])];
  it('is the first unanswered question in order, then null', () => {
    expect(nextQuestion(questions, [answer(2, 3)])?.questionId).toBe(1);
    expect(nextQuestion(questions, [answer(1, 1)])?.questionId).toBe(2);
    expect(nextQuestion(questions, [answer(1, 1), answer(2, 3), answer(3, 5)])).toBeNull();
  });
});

describe('offeredOptions', () => {
  const budget = choice(11, [40, 41, 42, 43, 44, 45]);
  it.each([
    [37, [41, 42, 44, 43]],
    [38, [42, 44, 45, 43]],
    [39, [40, 41, 42, 43]],
  ])('offers product set %i the budgets %j, in that order', (productSet, optionIds) => {
    const offered = offeredOptions(budget, [answer(10, productSet)]);
    expect(offered.map((option) => option.optionId)).toEqual(optionIds);
  });

  it('offers the first four budgets before the product set is answered', () => {
    expect(offeredOptions(budget, []).map((option) => option.optionId)).toEqual([40, 41, 42, 43]);
  });

  it('offers every option of other questions', () => {
    expect(offeredOptions(choice(9, [30, 31]), [answer(10, 37)])).toHaveLength(2);
  });
});

describe('toResponse', () => {
  it('sends a choice with its option text and a typed answer trimmed without option', () => {
    expect(toResponse(choice(1, [2]), { optionId: 2 })).toEqual(answer(1, 2, '보기 2'));
    expect(toResponse(choice(3, []), { text: '  홍길동 ' })).toEqual(answer(3, null, '홍길동'));
  });
});

describe('canSendRequest', () => {
  const questions = [1, 2, 3, 4, 5, 6, 7].map((id) => choice(id, [id]));
  const answers = (ids: number[]) => ids.map((id) => answer(id, id, `보기 ${id}`));

  it('needs every question answered: four of seven phone answers are not enough', () => {
    expect(canSendRequest(questions, answers([1, 2, 3, 4]))).toBe(false);
    expect(canSendRequest(questions, answers([1, 2, 3, 4, 5, 6]))).toBe(false);
    expect(canSendRequest(questions, answers([1, 2, 3, 4, 5, 6, 7]))).toBe(true);
  });

  it('never shows before the questions are known', () => {
    expect(canSendRequest([], [])).toBe(false);
  });
});

describe('entryPrompt', () => {
  it('offers resume or restart for a draft with answers, start with none, nothing once chosen', () => {
    expect(entryPrompt({ hasAnsweredDraft: true, answeredCount: 2, chosen: false })).toBe(
      'resume-or-restart',
    );
    expect(entryPrompt({ hasAnsweredDraft: false, answeredCount: 0, chosen: false })).toBe('start');
    expect(entryPrompt({ hasAnsweredDraft: true, answeredCount: 2, chosen: true })).toBeNull();
    expect(entryPrompt({ hasAnsweredDraft: false, answeredCount: 0, chosen: true })).toBeNull();
  });
});

describe('stepBeforeSending', () => {
  it('asks for login first, then a verification, then sends', () => {
    expect(stepBeforeSending({ isLoggedIn: false, isVerified: false })).toBe('login');
    expect(stepBeforeSending({ isLoggedIn: true, isVerified: false })).toBe('verify');
    expect(stepBeforeSending({ isLoggedIn: true, isVerified: true })).toBe('send');
  });
});

describe('shouldAutoSend', () => {
  const target = { categoryNameEn: 'Mobile Phones', categoryId: 1, itemId: 7 };
  const flagged = { ...target, VmpFlag: true };
  const ready = {
    storedTarget: flagged,
    target,
    isLoggedIn: true,
    isVerified: true,
    canSend: true,
  };
  it('sends when the buyer returns verified to the wizard they left', () => {
    expect(shouldAutoSend(ready)).toBe(true);
  });
  it.each([
    ['no stored target', { storedTarget: null }],
    ['another product', { storedTarget: { ...flagged, itemId: 8 } }],
    ['a target the product page stored (no flag)', { storedTarget: target }],
    ['the flag off', { storedTarget: { ...target, VmpFlag: false } }],
    ['not verified', { isVerified: false }],
    ['logged out', { isLoggedIn: false }],
    ['too few answers', { canSend: false }],
  ])('does not send with %s', (_case, change) => {
    expect(shouldAutoSend({ ...ready, ...change })).toBe(false);
  });
});
