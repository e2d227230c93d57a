import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { formatDate } from '../../format/format';
import { StarRatingDisplay } from '../../primitives/StarRating';
import {
  StyledReviewActions,
  StyledReviewHeader,
  StyledReviewItem,
  StyledReviewProduct,
  StyledReviewReply,
  StyledReviewText,
  StyledReviewToggle,
} from './ReviewItem.styles';
import { reviewItemVariants, type ReviewItemVariant } from './ReviewItem.variants';
import { useClampOverflow } from './useClampOverflow';

export interface ReviewItemReply {
  /** Who answers, as the app words it: '판매점 답글'. */
  authorLabel: string;
  content: string;
  updatedAt: Date | string;
}

export interface ReviewItemProps extends HTMLAttributes<HTMLElement> {
  /** Already masked by the server (e.g. '김*수'). */
  buyerName: string;
  /** 1–5. */
  rating: number;
  review: string;
  createdAt: Date | string;
  productName?: string | null | undefined;
  variant?: ReviewItemVariant;
  /** Controlled expansion of a long review. */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  moreLabel?: string;
  lessLabel?: string;
  /** The store's answer, shown under the review. */
  reply?: ReviewItemReply | null | undefined;
  /** Controls under the review and its reply: the console's 답글 달기 or 답글 고치기 button. */
  actions?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** A date as a `<time>`, or nothing when the value is not a date. */
function ReviewDate({ value }: { value: Date | string }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time data-part="date" dateTime={date.toISOString()}>
      {formatDate(date)}
    </time>
  );
}

/**
 * One buyer review: masked name, stars, date, optional product, text clamped to three lines; then
 * the store's reply and the actions, when given.
 */
export function ReviewItem({
  buyerName,
  rating,
  review,
  createdAt,
  productName,
  variant = reviewItemVariants.variant.default,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  moreLabel = '더보기',
  lessLabel = '접기',
  reply,
  actions,
  ...rest
}: ReviewItemProps) {
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useControllableState({
    prop: expandedProp,
    defaultProp: defaultExpanded,
    onChange: onExpandedChange,
  });
  const overflowing = useClampOverflow(textRef, !expanded, 3, review);

  const toggle = () => setExpanded(!expanded);

  return (
    <StyledReviewItem data-qm="review-item" data-variant={variant} {...rest}>
      <StyledReviewHeader>
        <span data-part="buyer">{buyerName}</span>
        <StarRatingDisplay value={rating} size="sm" />
        <ReviewDate value={createdAt} />
      </StyledReviewHeader>
      {productName ? (
        <StyledReviewProduct data-part="product">{productName}</StyledReviewProduct>
      ) : null}
      <StyledReviewText id={textId} ref={textRef} data-clamped={!expanded}>
        {review}
      </StyledReviewText>
      {overflowing ? (
        <StyledReviewToggle
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={toggle}
        >
          {expanded ? lessLabel : moreLabel}
        </StyledReviewToggle>
      ) : null}
      {reply ? (
        // A reply is a comment on the review: an article inside the review's article.
        <StyledReviewReply data-part="reply">
          <StyledReviewHeader>
            <span data-part="author">{reply.authorLabel}</span>
            <ReviewDate value={reply.updatedAt} />
          </StyledReviewHeader>
          <StyledReviewText>{reply.content}</StyledReviewText>
        </StyledReviewReply>
      ) : null}
      {actions != null ? (
        <StyledReviewActions data-part="actions">{actions}</StyledReviewActions>
      ) : null}
    </StyledReviewItem>
  );
}
