import { useId } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  reportContentMaxLength,
  reportReasonLabels,
  reportReasons,
  reviewMaxLength,
  type ReportReason,
} from '@quotemarket/contract';
import {
  Button,
  Dialog,
  DialogClose,
  ReportDialog,
  StarRatingInput,
  Text,
  Textarea,
  vars,
} from '@quotemarket/ui';
import type { HistoryDetailPageModel } from './useHistoryDetailPage';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const AttachmentNote = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
`;

const reasonOptions = reportReasons.map((reason) => ({
  value: reason,
  label: reportReasonLabels[reason],
}));

const isReportReason = (value: string): value is ReportReason =>
  reportReasons.some((reason) => reason === value);

interface ReviewDialogProps {
  storeName: string;
  review: HistoryDetailPageModel['review'];
}

/** 리뷰 쓰기: 1–5 stars and a text, each with its own message; a failure stays in the dialog. */
export function ReviewDialog({ storeName, review }: ReviewDialogProps) {
  const formId = useId();
  const ratingLabelId = `${formId}-rating`;
  return (
    <Dialog
      open={review.open}
      onOpenChange={review.setOpen}
      dismissible={!review.pending}
      title="리뷰 쓰기"
      description={`${storeName}에서의 거래는 어떠셨나요? 다른 구매자에게 큰 도움이 돼요.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" size="lg" disabled={review.pending}>
              취소
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} size="lg" loading={review.pending}>
            리뷰 등록하기
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          review.submit();
        }}
      >
        <Field>
          <Text as="span" size="sm" id={ratingLabelId}>
            별점
          </Text>
          <StarRatingInput
            label="별점"
            aria-labelledby={ratingLabelId}
            value={review.rating}
            onValueChange={review.setRating}
            error={review.errors.rating}
            required
          />
        </Field>
        <Textarea
          label="리뷰 내용"
          placeholder="판매점의 친절함, 안내, 개통 과정을 알려 주세요."
          maxLength={reviewMaxLength}
          value={review.text}
          onChange={(event) => review.setText(event.target.value)}
          error={review.errors.review}
          required
        />
        {review.failure && (
          <Text role="alert" size="sm" tone="danger">
            {review.failure}
          </Text>
        )}
      </Form>
    </Dialog>
  );
}

interface StoreReportDialogProps {
  storeName: string;
  report: HistoryDetailPageModel['report'];
  /** The deal's 견적서, shown when the chosen reason attaches it. */
  dealDocumentHref: string;
}

/**
 * 신고하기: why (one reason from the contract's list) and what went wrong with the store, each
 * required and told on its own field; a failure stays here. A 견적과 다르게 계약했어요 report says
 * the deal's 견적서 goes with it, with a link to read it first.
 */
export function StoreReportDialog({ storeName, report, dealDocumentHref }: StoreReportDialogProps) {
  return (
    <ReportDialog
      open={report.open}
      onOpenChange={report.setOpen}
      title="판매점 신고하기"
      description={`${storeName}에 어떤 문제가 있었는지 알려 주세요. 확인 후 조치할게요.`}
      reasons={reasonOptions}
      reason={report.reason}
      onReasonChange={(value) => {
        if (isReportReason(value)) report.setReason(value);
      }}
      note={report.text}
      onNoteChange={report.setText}
      notePlaceholder="예: 안내받은 조건과 개통 조건이 달랐어요."
      noteMaxLength={reportContentMaxLength}
      noteRequired
      errors={{ reason: report.errors.reason, note: report.errors.content }}
      failure={report.failure}
      pending={report.pending}
      onSubmit={report.submit}
    >
      {report.attachesDealDocument && (
        <AttachmentNote data-part="deal-document-attachment">
          <Text as="p" size="sm">
            이 거래의 견적서가 신고에 함께 붙어요. 운영팀이 견적서와 신고 내용을 나란히 보고
            확인해요.
          </Text>
          <Text as="span" size="sm">
            <Link to={dealDocumentHref}>붙는 견적서 보기</Link>
          </Text>
        </AttachmentNote>
      )}
    </ReportDialog>
  );
}
