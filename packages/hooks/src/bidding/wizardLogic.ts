import {
  internetQuestionIds,
  offeredBudgetPositions,
  unansweredQuestionIds,
  type BiddingOption,
  type BiddingQuestion,
  type BiddingResponse,
  type BiddingResponseInput,
} from '@quotemarket/contract';
import type { BiddingTarget } from './useBiddingTarget';

// The wizard's rules without React, so each can be tested on its own. Rules the server applies
// too come from the contract's wizard-rules; this module only combines them for the screen.

/** Answers / questions as a whole percent, rounded and never above 100 (0 with no questions). */
export function progressPercent(answeredCount: number, totalQuestions: number): number {
  if (totalQuestions <= 0) return 0;
  return Math.min(100, Math.round((answeredCount / totalQuestions) * 100));
}

/** The first question, in order, that has no answer yet; null once all are answered. */
export function nextQuestion(
  questions: readonly BiddingQuestion[],
  responses: readonly BiddingResponse[],
): BiddingQuestion | null {
  const answered = new Set(responses.map((response) => response.questionId));
  return questions.find((question) => !answered.has(question.questionId)) ?? null;
}

/**
 * The options to offer for a question. The internet monthly budget depends on the product-set
 * answer, by position in the option order, exactly as the server checks it.
 */
export function offeredOptions(
  question: BiddingQuestion,
  responses: readonly BiddingResponse[],
): BiddingOption[] {
  if (question.questionId !== internetQuestionIds.monthlyBudget) return question.options;
  const productSet =
    responses.find((response) => response.questionId === internetQuestionIds.productSet)
      ?.optionId ?? null;
  return offeredBudgetPositions(productSet)
    .map((position) => question.options[position])
    .filter((option): option is BiddingOption => option !== undefined);
}

/** What the buyer picked or typed, as one answer: a choice sends its option's own text. */
export type WizardChoice = { optionId: number } | { text: string };

export function toResponse(question: BiddingQuestion, choice: WizardChoice): BiddingResponseInput {
  if ('text' in choice) {
    return { questionId: question.questionId, optionId: null, responseText: choice.text.trim() };
  }
  const option = question.options.find((candidate) => candidate.optionId === choice.optionId);
  return {
    questionId: question.questionId,
    optionId: choice.optionId,
    responseText: option?.optionText ?? '',
  };
}

/** Whether the request button shows: every question of the wizard answered, as the API requires. */
export function canSendRequest(
  questions: readonly BiddingQuestion[],
  responses: readonly BiddingResponse[],
): boolean {
  const questionIds = questions.map((question) => question.questionId);
  return questionIds.length > 0 && unansweredQuestionIds(questionIds, responses).length === 0;
}

/** What the wizard asks before the first question. */
export type EntryPrompt =
  /** A request with answers was left unsent: continue it or start over. */
  | 'resume-or-restart'
  /** No answers yet: start, or go back to the category home. */
  | 'start'
  | null;

export function entryPrompt(input: {
  hasAnsweredDraft: boolean;
  answeredCount: number;
  /** The buyer already chose on this visit. */
  chosen: boolean;
}): EntryPrompt {
  if (input.chosen) return null;
  if (input.hasAnsweredDraft) return 'resume-or-restart';
  return input.answeredCount === 0 ? 'start' : null;
}

/** Where a tap on the request button leads: login first, then a phone verification, then sending. */
export type SendStep = 'login' | 'verify' | 'send';

export function stepBeforeSending(input: { isLoggedIn: boolean; isVerified: boolean }): SendStep {
  if (!input.isLoggedIn) return 'login';
  return input.isVerified ? 'send' : 'verify';
}

/**
 * Sends on its own when the buyer comes back from login or verification to the wizard they left:
 * the stored target is this wizard's and carries the flag the request button set on the way out
 * (`VmpFlag`), and nothing stands in the way any more. The product page stores the same target
 * without the flag, so opening the wizard from it never sends a saved request unasked.
 */
export function shouldAutoSend(input: {
  storedTarget: BiddingTarget | null;
  target: BiddingTarget;
  isLoggedIn: boolean;
  isVerified: boolean;
  canSend: boolean;
}): boolean {
  const { storedTarget, target } = input;
  return (
    storedTarget !== null &&
    storedTarget.VmpFlag === true &&
    storedTarget.categoryId === target.categoryId &&
    storedTarget.itemId === target.itemId &&
    input.isLoggedIn &&
    input.isVerified &&
    input.canSend
  );
}
