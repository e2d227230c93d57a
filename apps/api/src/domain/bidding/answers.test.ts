import { describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '../shared/errors';
import { answerMessages, planAnswers } from './answers';
import type { WizardQuestion } from './questions';

const option = (id: number, position: number, optionText = `보기 ${id}`) => ({
  id,
  optionText,
  buttonText: optionText,
  position,
  isDefault: false,
});

const questions: WizardQuestion[] = [
  {
    id: 10,
    questionText: '상품 구성',
    kind: 'CHOICE',
    options: [option(37, 0), option(38, 1), option(39, 2)],
  },
  {
    id: 11,
    questionText: '월 예산',
    kind: 'CHOICE',
    options: [40, 41, 42, 43, 44, 45].map((id, position) => option(id, position)),
  },
  { id: 90, questionText: '요청 사항', kind: 'INPUT', options: [] },
];

const input = (questionId: number, optionId: number | null, responseText = '') => ({
  questionId,
  optionId,
  responseText,
});
const saved = (questionId: number, optionId: number) => ({
  questionId,
  optionId,
  responseText: `보기 ${optionId}`,
});

function failure(run: () => unknown): { kind: DomainErrorKind; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('planAnswers', () => {
  it("stores a choice with the option's own text, not the client's", () => {
    expect(planAnswers(questions, [], [input(10, 38, '아무 글자')])).toEqual({
      upserts: [{ questionId: 10, optionId: 38, responseText: '보기 38' }],
      removals: [],
    });
  });

  it('stores the text of an INPUT question', () => {
    expect(planAnswers(questions, [], [input(90, null, '오후에 연락 주세요')]).upserts).toEqual([
      { questionId: 90, optionId: null, responseText: '오후에 연락 주세요' },
    ]);
  });

  it.each([
    ['a question of another wizard', input(1, 1), answerMessages.foreignQuestion],
    ['a choice without an option', input(10, null, '인터넷 단독'), answerMessages.optionRequired],
    ["another question's option", input(10, 40), answerMessages.foreignOption],
    ['an INPUT answer without text', input(90, null, ''), answerMessages.textRequired],
    ['an INPUT answer with an option', input(90, 37, '글'), answerMessages.optionOnTextQuestion],
  ])('rejects %s', (_, answer, message) => {
    expect(failure(() => planAnswers(questions, [], [answer]))).toEqual({
      kind: 'invalid-input',
      message,
    });
  });

  it.each([
    [37, [41, 42, 44, 43], [40, 45]],
    [38, [42, 44, 45, 43], [40, 41]],
    [39, [40, 41, 42, 43], [44, 45]],
  ])('offers product set %i the budgets %j only', (productSet, offered, refused) => {
    for (const budget of offered) {
      expect(
        planAnswers(questions, [saved(10, productSet)], [input(11, budget)]).upserts,
      ).toHaveLength(1);
    }
    for (const budget of refused) {
      expect(
        failure(() => planAnswers(questions, [saved(10, productSet)], [input(11, budget)])),
      ).toEqual({
        kind: 'invalid-input',
        message: answerMessages.budgetNotOffered,
      });
    }
  });

  it('checks a budget against the product set sent with it', () => {
    expect(
      planAnswers(questions, [saved(10, 39)], [input(10, 38), input(11, 45)]).upserts,
    ).toHaveLength(2);
    expect(
      failure(() => planAnswers(questions, [saved(10, 38)], [input(10, 37), input(11, 45)]))
        .message,
    ).toBe(answerMessages.budgetNotOffered);
  });

  it('offers the default budgets before the product set is answered', () => {
    expect(planAnswers(questions, [], [input(11, 40)]).upserts).toHaveLength(1);
    expect(failure(() => planAnswers(questions, [], [input(11, 44)])).kind).toBe('invalid-input');
  });

  it('removes a saved budget the new product set no longer offers', () => {
    expect(planAnswers(questions, [saved(10, 38), saved(11, 45)], [input(10, 37)])).toEqual({
      upserts: [{ questionId: 10, optionId: 37, responseText: '보기 37' }],
      removals: [11],
    });
    expect(
      planAnswers(questions, [saved(10, 38), saved(11, 43)], [input(10, 37)]).removals,
    ).toEqual([]);
  });
});
