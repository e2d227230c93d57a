import {
  internetQuestionIds,
  offeredBudgetPositions,
  type BiddingResponse,
  type BiddingResponseInput,
} from '@quotemarket/contract';
import { invalidInput } from '../shared/errors';
import type { WizardQuestion } from './questions';

export const answerMessages = {
  foreignQuestion: '이 상품의 견적 질문이 아니에요.',
  optionRequired: '답변을 골라 주세요.',
  foreignOption: '질문에 없는 답변이에요.',
  textRequired: '답변 내용을 입력해 주세요.',
  optionOnTextQuestion: '직접 입력하는 질문에는 보기를 고를 수 없어요.',
  budgetNotOffered: '고른 상품 구성에서는 선택할 수 없는 월 예산이에요.',
} as const;

/** What saving a batch of answers changes in a draft. */
export interface AnswerPlan {
  upserts: BiddingResponse[];
  /** Earlier answers the new ones invalidate; the wizard asks them again. */
  removals: number[];
}

/** One answer checked against its question; a choice stores the option's own text, not the client's. */
function resolveAnswer(
  questions: readonly WizardQuestion[],
  input: BiddingResponseInput,
): BiddingResponse {
  const question = questions.find((candidate) => candidate.id === input.questionId);
  if (!question) throw invalidInput(answerMessages.foreignQuestion);
  if (question.kind === 'INPUT') {
    if (input.optionId !== null) throw invalidInput(answerMessages.optionOnTextQuestion);
    if (input.responseText === '') throw invalidInput(answerMessages.textRequired);
    return { questionId: question.id, optionId: null, responseText: input.responseText };
  }
  if (input.optionId === null) throw invalidInput(answerMessages.optionRequired);
  const option = question.options.find((candidate) => candidate.id === input.optionId);
  if (!option) throw invalidInput(answerMessages.foreignOption);
  return { questionId: question.id, optionId: option.id, responseText: option.optionText };
}

/** Whether a budget answer is among those offered for the product set answered so far. */
function isBudgetOffered(
  questions: readonly WizardQuestion[],
  budget: BiddingResponse,
  productSetOptionId: number | null,
): boolean {
  const budgetQuestion = questions.find(
    (question) => question.id === internetQuestionIds.monthlyBudget,
  );
  const position = budgetQuestion?.options.find(
    (option) => option.id === budget.optionId,
  )?.position;
  return position !== undefined && offeredBudgetPositions(productSetOptionId).includes(position);
}

/**
 * Checks new answers against the category's questions and the answers already saved. A budget the
 * buyer picks must be offered for the product set; a saved budget that a new product set no longer
 * offers is removed rather than kept as an answer the wizard could never have shown.
 */
export function planAnswers(
  questions: readonly WizardQuestion[],
  saved: readonly BiddingResponse[],
  incoming: readonly BiddingResponseInput[],
): AnswerPlan {
  const upserts = incoming.map((input) => resolveAnswer(questions, input));
  const merged = new Map(saved.map((answer) => [answer.questionId, answer]));
  for (const answer of upserts) merged.set(answer.questionId, answer);

  const budget = merged.get(internetQuestionIds.monthlyBudget);
  const productSetOptionId = merged.get(internetQuestionIds.productSet)?.optionId ?? null;
  if (!budget || isBudgetOffered(questions, budget, productSetOptionId)) {
    return { upserts, removals: [] };
  }
  if (upserts.includes(budget)) throw invalidInput(answerMessages.budgetNotOffered);
  return { upserts, removals: [budget.questionId] };
}
