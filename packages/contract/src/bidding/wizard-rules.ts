import { quoteKindOf } from '../domain';

/**
 * Rules of the quote-request wizard that both the app (which options to offer, when to show the
 * request button) and the API (what to accept) must apply the same way.
 */

/** Internet questions (document 001 §4) whose answers other answers or the product lookup depend on. */
export const internetQuestionIds = {
  currentCarrier: 9,
  productSet: 10,
  monthlyBudget: 11,
  mainUse: 14,
} as const;

/** Phone questions (document 001 §4) that tell one deal on a model from another: its market price. */
export const phoneQuestionIds = {
  joinType: 4,
  carrier: 5,
} as const;

/** The options of the product-set question (10). */
export const internetProductSetOptionIds = {
  internetOnly: 37,
  internetTv: 38,
  internetTvHomePhone: 39,
} as const;

// A bundle with TV costs more, so the cheapest budgets are not offered for it.
const budgetPositionsByProductSet: Partial<Record<number, readonly number[]>> = {
  [internetProductSetOptionIds.internetOnly]: [1, 2, 4, 3],
  [internetProductSetOptionIds.internetTv]: [2, 4, 5, 3],
};
const defaultBudgetPositions: readonly number[] = [0, 1, 2, 3];

/**
 * Positions (in the budget question's option order) of the monthly budgets offered for the
 * product-set answer, in the order they are shown.
 */
export function offeredBudgetPositions(productSetOptionId: number | null): readonly number[] {
  return (
    (productSetOptionId !== null && budgetPositionsByProductSet[productSetOptionId]) ||
    defaultBudgetPositions
  );
}

/**
 * The questions a request still needs answered, in the questions' order: every question of its
 * wizard, since a dealer cannot quote honestly without, say, a phone's contract length or rate
 * plan. The request button shows, and the API accepts the request, only once this is empty.
 */
export function unansweredQuestionIds(
  questionIds: readonly number[],
  answers: readonly { questionId: number }[],
): number[] {
  const answered = new Set(answers.map((answer) => answer.questionId));
  return questionIds.filter((questionId) => !answered.has(questionId));
}

/**
 * The rental kind's categories: only their products have a monthly rental fee, and their requests
 * carry it.
 */
export function isRentalCategory(categoryId: number): boolean {
  return quoteKindOf(categoryId) === 'rental';
}
