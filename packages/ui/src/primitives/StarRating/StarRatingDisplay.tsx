import type { HTMLAttributes } from 'react';
import { starPath } from '../Icon/Icon.shapes';
import { StyledStarDisplay, StyledStarValue, StyledStars } from './StarRating.styles';
import { filledRowWidth, maxStars, starPitch, starRowWidth, starSize } from './starRow';
import { starRatingVariants, type StarRatingSize } from './StarRating.variants';

export interface StarRatingDisplayProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** 0 – 5, fractions allowed: 4.3 fills four stars and 30 % of the fifth. */
  value: number;
  /** Shows the number beside the stars, e.g. '4.3'. */
  showValue?: boolean;
  size?: StarRatingSize;
  /** The accessible name; defaults to '별점 5점 만점에 4.3점'. */
  getLabel?: (value: number, max: number) => string;
}

/** Clamps to 0 – 5 and keeps one decimal, as ratings are shown. */
export function normalizeRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(maxStars, Math.max(0, value)) * 10) / 10;
}

const defaultLabel = (value: number, max: number) => `별점 ${max}점 만점에 ${value}점`;

/** Five stars in one picture: an element each would be 30 for one rating, a review list's most. */
function StarRow() {
  return Array.from({ length: maxStars }, (_, index) => (
    <path
      key={index}
      d={starPath}
      transform={index ? `translate(${index * starPitch})` : undefined}
    />
  ));
}

export function StarRatingDisplay({
  value,
  showValue = false,
  size = starRatingVariants.size.default,
  getLabel = defaultLabel,
  ...rest
}: StarRatingDisplayProps) {
  const rating = normalizeRating(value);
  return (
    <StyledStarDisplay data-qm="star-rating-display" data-size={size} {...rest}>
      <StyledStars
        viewBox={`0 0 ${starRowWidth} ${starSize}`}
        role="img"
        aria-label={getLabel(rating, maxStars)}
        focusable="false"
        fill="currentColor"
      >
        <StarRow />
        {/* The filled stars over the empty ones, cut where the rating ends (an inner svg clips). */}
        <svg data-part="fill" width={filledRowWidth(rating)} height={starSize}>
          <StarRow />
        </svg>
      </StyledStars>
      {showValue && (
        <StyledStarValue aria-hidden="true" data-part="value">
          {rating.toFixed(1)}
        </StyledStarValue>
      )}
    </StyledStarDisplay>
  );
}
