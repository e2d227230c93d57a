import {
  doneMessages,
  reportContentProblem,
  reportReasonProblem,
  reviewProblem,
  type ReportReason,
} from '@quotemarket/contract';

/** What the deal's actions say (spec 5 and 8), in 해요체. */
export const dealActionTexts = {
  noPhoneNumber: '전화번호가 없어요',
  noPhoneNumberDetail: '판매점 전화번호가 아직 등록되지 않았어요. 잠시 후 다시 확인해 주세요.',
  alreadyReviewed: '리뷰를 이미 남겼어요',
  reviewFailed: '리뷰를 등록하지 못했어요. 다시 시도해 주세요.',
  reviewDone: doneMessages.reviewRegistered,
  reportFailed: '신고를 접수하지 못했어요. 다시 시도해 주세요.',
  reportDone: doneMessages.reportReceived,
  alreadyReported: '신고했어요',
} as const;

export interface ReviewFormProblems {
  rating: string | null;
  review: string | null;
}

/**
 * The review form's problems, each on its own field: the contract's rule asked once about the
 * stars (with any text) and once about the text (with any valid rating).
 */
export function reviewFormProblems(rating: number | null, review: string): ReviewFormProblems {
  return {
    rating: reviewProblem({ rating: rating ?? 0, review: '-' }),
    review: reviewProblem({ rating: 5, review }),
  };
}

export interface ReportFormProblems {
  reason: string | null;
  content: string | null;
}

/** The report form's problems, each on its own field: no reason chosen; text empty or too long. */
export function reportFormProblems(
  reason: ReportReason | null,
  content: string,
): ReportFormProblems {
  return { reason: reportReasonProblem(reason), content: reportContentProblem(content) };
}

// The history's forms show refusals the way every form of the app does.
export { refusalMessage } from '../../shared/refusalMessage';
