import { useState } from 'react';
import {
  reportReasonAttachesDealDocument,
  type HistoryDetail,
  type ReportReason,
} from '@quotemarket/contract';
import { ApiError, useReportSeller, useSubmitProductReview } from '@quotemarket/hooks';
import { phoneForDialing, useToast } from '@quotemarket/ui';
import {
  dealActionTexts,
  refusalMessage,
  reportFormProblems,
  reviewFormProblems,
  type ReportFormProblems,
  type ReviewFormProblems,
} from './feedbackRules';

const noReviewProblems: ReviewFormProblems = { rating: null, review: null };
const noReportProblems: ReportFormProblems = { reason: null, content: null };

/** Where the server's refusal belongs: on the reason when it named it (no 견적서 to attach). */
function reportRefusalProblems(error: unknown, refusal: string): ReportFormProblems {
  const onReason = error instanceof ApiError ? error.fieldErrors.reason : undefined;
  return onReason ? { reason: onReason, content: null } : { reason: null, content: refusal };
}

/**
 * A deal's actions (spec 5): the call (a `tel:` link without dashes, or a notice when the store
 * has no number), the review (stars and text checked by the contract's rule, a refusal's message on
 * the text, a failure in the dialog, a toast on success) and the report (a reason and trimmed text
 * required, once per deal; a refusal's message on the field it concerns). A 견적과 다르게 계약했어요
 * report says the 견적서 goes with it: the server attaches it.
 */
export function useHistoryDetailPage(quotationId: number, detail: HistoryDetail) {
  const { toast } = useToast();
  const deal = { sellerId: detail.sellerId, productId: detail.product.id };

  // 전화 상담
  const dialNumber = phoneForDialing(detail.phoneNumber);
  const [noPhoneOpen, setNoPhoneOpen] = useState(false);

  // 리뷰 쓰기
  const submitReview = useSubmitProductReview();
  const [reviewOpen, setReviewOpen] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [reviewText, setReviewText] = useState('');
  const [reviewErrors, setReviewErrors] = useState<ReviewFormProblems>(noReviewProblems);
  const [reviewFailure, setReviewFailure] = useState<string | null>(null);

  const openReview = (open: boolean) => {
    if (submitReview.isPending) return;
    if (open) {
      setReviewErrors(noReviewProblems);
      setReviewFailure(null);
    }
    setReviewOpen(open);
  };

  const sendReview = async () => {
    setReviewFailure(null);
    const problems = reviewFormProblems(rating, reviewText);
    setReviewErrors(problems);
    if (problems.rating || problems.review || rating === null) return;
    try {
      await submitReview.mutateAsync({
        ...deal,
        quotationId,
        rating,
        review: reviewText.trim(),
      });
    } catch (error) {
      const refusal = refusalMessage(error);
      if (refusal) setReviewErrors({ rating: null, review: refusal });
      else setReviewFailure(dealActionTexts.reviewFailed);
      return;
    }
    setReviewOpen(false);
    setRating(null);
    setReviewText('');
    toast({ title: dealActionTexts.reviewDone, tone: 'success' });
  };

  // 신고하기
  const reportMutation = useReportSeller();
  const [reportOpen, setReportOpen] = useState(false);
  const [reportReason, setReportReason] = useState<ReportReason | null>(null);
  const [reportText, setReportText] = useState('');
  const [reportErrors, setReportErrors] = useState<ReportFormProblems>(noReportProblems);
  const [reportFailure, setReportFailure] = useState<string | null>(null);

  const openReport = (open: boolean) => {
    if (reportMutation.isPending) return;
    if (open) {
      setReportErrors(noReportProblems);
      setReportFailure(null);
    }
    setReportOpen(open);
  };

  const sendReport = async () => {
    setReportFailure(null);
    const problems = reportFormProblems(reportReason, reportText);
    setReportErrors(problems);
    if (problems.reason || problems.content || reportReason === null) return;
    try {
      await reportMutation.mutateAsync({
        ...deal,
        quotationId,
        reason: reportReason,
        content: reportText.trim(),
      });
    } catch (error) {
      const refusal = refusalMessage(error);
      if (refusal) setReportErrors(reportRefusalProblems(error, refusal));
      else setReportFailure(dealActionTexts.reportFailed);
      return;
    }
    setReportOpen(false);
    setReportReason(null);
    setReportText('');
    toast({ title: dealActionTexts.reportDone, tone: 'success' });
  };

  return {
    call: {
      /** `tel:01012345678`, or null when the store left no number. */
      href: dialNumber ? `tel:${dialNumber}` : null,
      noPhoneOpen,
      setNoPhoneOpen,
    },
    review: {
      hasReview: detail.hasReview,
      open: reviewOpen,
      setOpen: openReview,
      rating,
      setRating: (value: number) => {
        setRating(value);
        setReviewErrors((current) => ({ ...current, rating: null }));
      },
      text: reviewText,
      setText: (value: string) => {
        setReviewText(value);
        setReviewErrors((current) => ({ ...current, review: null }));
      },
      errors: reviewErrors,
      failure: reviewFailure,
      pending: submitReview.isPending,
      submit: () => void sendReview(),
    },
    report: {
      /** One report per deal: reported before this visit, or just now. */
      done: detail.hasReport || reportMutation.isSuccess,
      open: reportOpen,
      setOpen: openReport,
      reason: reportReason,
      setReason: (value: ReportReason) => {
        setReportReason(value);
        setReportErrors((current) => ({ ...current, reason: null }));
      },
      /** The chosen reason takes the deal's 견적서 (the server attaches it). */
      attachesDealDocument: reportReason !== null && reportReasonAttachesDealDocument(reportReason),
      text: reportText,
      setText: (value: string) => {
        setReportText(value);
        setReportErrors((current) => ({ ...current, content: null }));
      },
      errors: reportErrors,
      failure: reportFailure,
      pending: reportMutation.isPending,
      submit: () => void sendReport(),
    },
  };
}

export type HistoryDetailPageModel = ReturnType<typeof useHistoryDetailPage>;
