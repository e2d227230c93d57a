import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, useRef, type HTMLAttributes, type Ref } from 'react';
import { formatDate } from '../../format/format';
import { StarRatingDisplay } from '../../primitives/StarRating';
import {
  StyledReviewHeader,
  StyledReviewItem,
  StyledReviewProduct,
  StyledReviewText,
  StyledReviewToggle,
} from './ReviewItem.styles';
import { reviewItemVariants, type ReviewItemVariant } from './ReviewItem.variants';
import { useClampOverflow } from './useClampOverflow';

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
  ref?: Ref<HTMLElement>;
}

/** One buyer review: masked name, stars, date, optional product, text clamped to three lines. */
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
  const date = new Date(createdAt);
  const validDate = !Number.isNaN(date.getTime());

  const toggle = () => setExpanded(!expanded);

  return (
    <StyledReviewItem data-qm="review-item" data-variant={variant} {...rest}>
      <StyledReviewHeader>
        <span data-part="buyer">{buyerName}</span>
        <StarRatingDisplay value={rating} size="sm" />
        {validDate ? (
          <time data-part="date" dateTime={date.toISOString()}>
            {formatDate(date)}
          </time>
        ) : null}
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
    </StyledReviewItem>
  );
}
