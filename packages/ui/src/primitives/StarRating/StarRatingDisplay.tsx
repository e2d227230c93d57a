import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { HTMLAttributes } from 'react';
import { formatRating, roundRating } from '../../format/format';
import { Icon } from '../Icon';
import { starPath } from '../Icon/Icon.shapes';
import {
  StyledCompactDisplay,
  StyledStarDisplay,
  StyledStarValue,
  StyledStars,
} from './StarRating.styles';
import { filledRowWidth, maxStars, starPitch, starRowWidth, starSize } from './starRow';
import { starRatingVariants, type StarRatingSize } from './StarRating.variants';

type DisplayBase = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  size?: StarRatingSize;
};

/** The row of five stars. */
export interface StarRowRatingProps extends DisplayBase {
  variant?: 'stars';
  /** 0 – 5, fractions allowed: 4.3 fills four stars and 30 % of the fifth. */
  value: number;
  /** Shows the number beside the stars, e.g. '4.3'. */
  showValue?: boolean;
  /** The accessible name; defaults to '별점 5점 만점에 4.3점'. */
  getLabel?: (value: number, max: number) => string;
}

/** One star and the number ('★ 4.8'), where a card has no room for five. */
export interface CompactRatingProps extends DisplayBase {
  variant: 'compact';
  /** 0 – 5; `null` or `undefined` while there is no rating yet (no reviews). */
  value: number | null | undefined;
  /** Read before the number by screen readers: '별점'. */
  label?: string | undefined;
  /** Shown when there is no rating: '아직 리뷰가 없어요'. */
  emptyText?: string | undefined;
}

export type StarRatingDisplayProps = StarRowRatingProps | CompactRatingProps;

const defaultLabel = (value: number, max: number) => `별점 ${max}점 만점에 ${value}점`;

/** What every rating display says before the first review. */
export const noRatingText = '아직 리뷰가 없어요';

/** Five stars in one picture: an element each would be 30 for one rating, a review list's most. */
function FiveStars() {
  return Array.from({ length: maxStars }, (_, index) => (
    <path
      key={index}
      d={starPath}
      transform={index ? `translate(${index * starPitch})` : undefined}
    />
  ));
}

/** A rating shown, not chosen: the row of five stars, or (`compact`) one star and the number. */
export function StarRatingDisplay(props: StarRatingDisplayProps) {
  return props.variant === 'compact' ? <CompactRating {...props} /> : <StarRow {...props} />;
}

/** '★ 4.8', or a grey star and `emptyText` when there is no rating yet. */
function CompactRating({
  variant,
  value,
  size = starRatingVariants.size.default,
  label,
  emptyText,
  ...rest
}: CompactRatingProps) {
  const text = formatRating(value);
  return (
    <StyledCompactDisplay
      data-qm="star-rating-display"
      data-variant={variant}
      data-size={size}
      data-empty={text === null || undefined}
      {...rest}
    >
      <Icon name="star" />
      {text === null ? (
        (emptyText ?? noRatingText)
      ) : (
        <>
          <VisuallyHidden>{label ?? '별점'} </VisuallyHidden>
          {text}
        </>
      )}
    </StyledCompactDisplay>
  );
}

function StarRow({
  variant = starRatingVariants.variant.default,
  value,
  showValue = false,
  size = starRatingVariants.size.default,
  getLabel = defaultLabel,
  ...rest
}: StarRowRatingProps) {
  const rating = roundRating(value);
  return (
    <StyledStarDisplay
      data-qm="star-rating-display"
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      <StyledStars
        viewBox={`0 0 ${starRowWidth} ${starSize}`}
        role="img"
        aria-label={getLabel(rating, maxStars)}
        focusable="false"
        fill="currentColor"
      >
        <FiveStars />
        {/* The filled stars over the empty ones, cut where the rating ends (an inner svg clips). */}
        <svg data-part="fill" width={filledRowWidth(rating)} height={starSize}>
          <FiveStars />
        </svg>
      </StyledStars>
      {showValue && (
        <StyledStarValue aria-hidden="true" data-part="value">
          {formatRating(rating)}
        </StyledStarValue>
      )}
    </StyledStarDisplay>
  );
}
