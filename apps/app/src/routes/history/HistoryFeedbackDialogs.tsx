import { useId } from 'react';
import { styled } from 'styled-components';
import { reportContentMaxLength, reviewMaxLength } from '@quotemarket/contract';
import {
  Button,
  Dialog,
  DialogClose,
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

interface ReportDialogProps {
  storeName: string;
  report: HistoryDetailPageModel['report'];
}

/** 신고하기: what went wrong with the store, required after trimming; a failure stays here. */
export function ReportDialog({ storeName, report }: ReportDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={report.open}
      onOpenChange={report.setOpen}
      dismissible={!report.pending}
      title="판매점 신고하기"
      description={`${storeName}에 어떤 문제가 있었는지 알려 주세요. 확인 후 조치할게요.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" size="lg" disabled={report.pending}>
              취소
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" size="lg" loading={report.pending}>
            신고하기
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          report.submit();
        }}
      >
        <Textarea
          label="신고 내용"
          placeholder="예: 안내받은 조건과 개통 조건이 달랐어요."
          maxLength={reportContentMaxLength}
          value={report.text}
          onChange={(event) => report.setText(event.target.value)}
          error={report.error}
          required
        />
        {report.failure && (
          <Text role="alert" size="sm" tone="danger">
            {report.failure}
          </Text>
        )}
      </Form>
    </Dialog>
  );
}
