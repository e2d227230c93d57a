import type { CSSProperties, HTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { StyledStar, StyledStarDisplay, StyledStarValue, StyledStars } from './StarRating.styles';
import { starRatingVariants, type StarRatingSize } from './StarRating.variants';

/** The product's rating scale (spec 9: "Stars: 5"). */
export const maxStars = 5;

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
      <StyledStars role="img" aria-label={getLabel(rating, maxStars)}>
        {Array.from({ length: maxStars }, (_, index) => {
          const fill = Math.round(Math.min(1, Math.max(0, rating - index)) * 100);
          return (
            <StyledStar
              key={index}
              data-part="star"
              data-fill={fill}
              style={{ '--star-fill': `${fill}%` } as CSSProperties}
            >
              <Icon name="star" />
              <span data-part="fill">
                <Icon name="star" />
              </span>
            </StyledStar>
          );
        })}
      </StyledStars>
      {showValue && (
        <StyledStarValue aria-hidden="true" data-part="value">
          {rating.toFixed(1)}
        </StyledStarValue>
      )}
    </StyledStarDisplay>
  );
}
