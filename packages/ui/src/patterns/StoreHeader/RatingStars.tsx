import { useId, type HTMLAttributes } from 'react';
import { StyledRatingStars } from './StoreHeader.styles';

const STAR_PATH =
  'M10 1.6l2.47 5.3 5.8.7-4.28 3.98 1.12 5.74L10 14.44l-5.11 2.88 1.12-5.74L1.73 7.6l5.8-.7z';

/** How much of each of the five stars is filled: `4.3` → `[1, 1, 1, 1, 0.3]`. */
export function starFills(value: number, max = 5): number[] {
  const clamped = Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : 0;
  return Array.from(
    { length: max },
    (_, index) => Math.round(Math.min(1, Math.max(0, clamped - index)) * 100) / 100,
  );
}

export interface RatingStarsProps extends HTMLAttributes<HTMLSpanElement> {
  /** 0–5; fractions fill part of a star. */
  value: number;
  /** The accessible name; defaults to '별점 5점 만점에 4.3점'. */
  label?: string | undefined;
}

/** A read-only five-star display with fractional fill; one image to assistive technology. */
export function RatingStars({ value, label, ...rest }: RatingStarsProps) {
  const id = useId();
  const fills = starFills(value);
  const shown = (Math.round(Math.min(5, Math.max(0, value || 0)) * 10) / 10).toFixed(1);
  return (
    <StyledRatingStars
      role="img"
      aria-label={label ?? `별점 5점 만점에 ${shown}점`}
      data-qm="rating-stars"
      {...rest}
    >
      {fills.map((fill, index) => {
        const clipId = `${id}-star-${index}`;
        return (
          <svg
            key={index}
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
            data-fill={fill}
          >
            <defs>
              <clipPath id={clipId}>
                <rect data-part="clip" x="0" y="0" width={20 * fill} height="20" />
              </clipPath>
            </defs>
            <path d={STAR_PATH} data-part="track" />
            <path d={STAR_PATH} data-part="fill" clipPath={`url(#${clipId})`} />
          </svg>
        );
      })}
    </StyledRatingStars>
  );
}
