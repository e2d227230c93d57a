import type { BiddingProgress, BiddingResponse } from '@quotemarket/contract';

/** Answers over questions as a whole percent; never above 100 even if questions were removed. */
export function progressPercent(answeredCount: number, totalQuestions: number): number {
  if (totalQuestions === 0) return 0;
  return Math.min(100, Math.round((answeredCount / totalQuestions) * 100));
}

export function toBiddingProgress(
  draft: { id: number; rentalFee: number | null } | null,
  answers: BiddingResponse[],
  totalQuestions: number,
): BiddingProgress {
  return {
    quotationId: draft?.id ?? null,
    responses: answers,
    rentalFee: draft?.rentalFee ?? null,
    answeredCount: answers.length,
    totalQuestions,
    progress: progressPercent(answers.length, totalQuestions),
  };
}
