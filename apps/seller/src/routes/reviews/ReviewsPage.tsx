import { useEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import {
  enforcementMessages,
  enforcementReasonMaxLength,
  maxReviewReplyLength,
  type SellerReview,
} from '@quotemarket/contract';
import {
  useReplyToSellerReview,
  useRequestReviewCheck,
  useSellerReviews,
} from '@quotemarket/hooks';
import {
  Button,
  EmptyState,
  formatNumber,
  formatRating,
  Heading,
  InfiniteList,
  PageStack,
  ReviewItem,
  StarRatingDisplay,
  Text,
  Textarea,
  useToast,
  vars,
} from '@quotemarket/ui';
import { pagedListState } from '../../shared/pagedListState';

/** How a reply is signed under the review, here and on the buyers' store page. */
const replyAuthorLabel = '판매점 답글';
const emptyReplyMessage = '답글을 입력해 주세요.';

const Summary = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Average = styled.span`
  font-size: ${vars.font.size.xxl};
  font-weight: ${vars.font.weight.bold};
`;

const Row = styled.div`
  padding-bottom: ${vars.space[3]};
`;

const ReplyFormBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: 100%;
`;

const FormButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

const ReviewActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/**
 * The one form open under a review, a reply or a request to check the review: a single form is
 * open at a time, and its text outlives scrolling.
 */
interface ReplyDraft {
  kind: 'reply' | 'check';
  ratingId: number;
  content: string;
  error: string | null;
}

/** `paths.reviews()`: the store's average, then every review, each with the store's reply. */
export function ReviewsPage() {
  const reviews = useSellerReviews();
  const reply = useReplyToSellerReview();
  const check = useRequestReviewCheck();
  const { toast } = useToast();
  const [draft, setDraft] = useState<ReplyDraft | null>(null);
  // When the form closes, its review's button takes the focus back, so the keyboard stays in place.
  const [refocusRatingId, setRefocusRatingId] = useState<number | null>(null);
  const total = reviews.data?.pages[0]?.totalElements;

  const closeForm = (ratingId: number) => {
    setDraft(null);
    setRefocusRatingId(ratingId);
  };

  const openForm = (review: SellerReview) => {
    reply.reset();
    setDraft({
      kind: 'reply',
      ratingId: review.ratingId,
      content: review.reply?.content ?? '',
      error: null,
    });
  };

  const openCheckForm = (review: SellerReview) => {
    check.reset();
    setDraft({ kind: 'check', ratingId: review.ratingId, content: '', error: null });
  };

  const askForCheck = (review: SellerReview) => {
    if (!draft) return;
    const reason = draft.content.trim();
    if (!reason) {
      setDraft({ ...draft, error: enforcementMessages.reasonRequired });
      return;
    }
    check.mutate(
      { ratingId: review.ratingId, reason },
      {
        onSuccess: () => {
          toast({
            title: '후기 검토를 요청했어요. 운영팀이 결정할 때까지 후기는 그대로 보여요.',
            tone: 'success',
          });
          closeForm(review.ratingId);
        },
      },
    );
  };

  const save = (review: SellerReview) => {
    if (!draft) return;
    const content = draft.content.trim();
    if (!content) {
      setDraft({ ...draft, error: emptyReplyMessage });
      return;
    }
    reply.mutate(
      { ratingId: review.ratingId, content },
      {
        onSuccess: () => {
          toast({
            title: review.reply ? '답글을 고쳤어요.' : '답글을 남겼어요.',
            tone: 'success',
          });
          closeForm(review.ratingId);
        },
      },
    );
  };

  return (
    <PageStack>
      <Heading level={1}>후기</Heading>
      {reviews.averageRating !== undefined && total !== undefined && (
        <Summary aria-label="평균 별점">
          <StarRatingDisplay value={reviews.averageRating} size="lg" />
          <Average aria-hidden="true">{formatRating(reviews.averageRating)}</Average>
          <Text as="span" tone="subtle">
            후기 {formatNumber(total)}개
          </Text>
        </Summary>
      )}
      <InfiniteList
        label="받은 후기"
        {...pagedListState(reviews, (review) => review.ratingId, {
          loading: '후기를 불러오는 중',
          failed: '후기를 불러오지 못했어요.',
          moreFailed: '후기를 더 불러오지 못했어요.',
        })}
        renderItem={(review) => (
          <Row>
            <ReviewItem
              buyerName={review.buyerName}
              rating={review.rating}
              review={review.review}
              createdAt={review.createdAt}
              productName={review.productName}
              reply={
                review.reply && {
                  authorLabel: replyAuthorLabel,
                  content: review.reply.content,
                  updatedAt: review.reply.updatedAt,
                }
              }
              actions={
                draft?.ratingId === review.ratingId ? (
                  draft.kind === 'reply' ? (
                    <ReplyForm
                      draft={draft}
                      onDraftChange={(content) => setDraft({ ...draft, content, error: null })}
                      onSubmit={() => save(review)}
                      onCancel={() => closeForm(review.ratingId)}
                      pending={reply.isPending}
                      failure={reply.isError ? reply.error.message : null}
                    />
                  ) : (
                    <ReviewCheckForm
                      draft={draft}
                      onDraftChange={(content) => setDraft({ ...draft, content, error: null })}
                      onSubmit={() => askForCheck(review)}
                      onCancel={() => closeForm(review.ratingId)}
                      pending={check.isPending}
                      failure={check.isError ? check.error.message : null}
                    />
                  )
                ) : (
                  <ReviewActions>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => openForm(review)}
                      ref={(button: HTMLButtonElement | null) => {
                        if (button && refocusRatingId === review.ratingId) {
                          button.focus();
                          setRefocusRatingId(null);
                        }
                      }}
                    >
                      {review.reply ? '답글 고치기' : '답글 달기'}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => openCheckForm(review)}>
                      검토 요청
                    </Button>
                  </ReviewActions>
                )
              }
            />
          </Row>
        )}
        estimateSize={180}
        emptyFallback={
          <EmptyState
            title="아직 받은 후기가 없어요."
            description="낙찰된 거래의 구매자가 후기를 남기면 여기에서 보고 답글을 달 수 있어요."
          />
        }
      />
    </PageStack>
  );
}

interface ReplyFormProps {
  draft: ReplyDraft;
  onDraftChange: (content: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  /** The API's message when the last save failed. */
  failure: string | null;
}

/** The inline reply form under a review: the text with its counter, save and cancel. */
function ReplyForm({ draft, onDraftChange, onSubmit, onCancel, pending, failure }: ReplyFormProps) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // The form opens where the button was pressed: the text field takes the focus to be typed into.
  useEffect(() => fieldRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <ReplyFormBox onSubmit={submit} noValidate>
      <Textarea
        label="답글"
        value={draft.content}
        onChange={(event) => onDraftChange(event.target.value)}
        maxLength={maxReviewReplyLength}
        error={draft.error}
        rows={3}
        ref={fieldRef}
      />
      {failure && (
        <Text role="alert" size="sm" tone="danger">
          {failure}
        </Text>
      )}
      <FormButtons>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
          취소
        </Button>
        <Button type="submit" size="sm" loading={pending}>
          답글 저장
        </Button>
      </FormButtons>
    </ReplyFormBox>
  );
}

/**
 * The request to have a review checked, with its required reason. The review stays public until
 * an operator decides, and the form says so before it is sent.
 */
function ReviewCheckForm({
  draft,
  onDraftChange,
  onSubmit,
  onCancel,
  pending,
  failure,
}: ReplyFormProps) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => fieldRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <ReplyFormBox onSubmit={submit} noValidate aria-label="후기 검토 요청">
      <Text as="p" size="sm" tone="subtle">
        운영팀이 검토해 결정할 때까지 후기는 그대로 공개돼요.
      </Text>
      <Textarea
        label="검토 요청 사유"
        value={draft.content}
        onChange={(event) => onDraftChange(event.target.value)}
        maxLength={enforcementReasonMaxLength}
        error={draft.error}
        rows={3}
        ref={fieldRef}
      />
      {failure && (
        <Text role="alert" size="sm" tone="danger">
          {failure}
        </Text>
      )}
      <FormButtons>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
          취소
        </Button>
        <Button type="submit" size="sm" loading={pending}>
          검토 요청하기
        </Button>
      </FormButtons>
    </ReplyFormBox>
  );
}
