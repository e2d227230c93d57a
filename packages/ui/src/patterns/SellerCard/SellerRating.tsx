import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { HTMLAttributes } from 'react';
import { StyledRating } from './SellerCard.styles';
import { Icon } from '../../primitives/Icon';

/** `4.8` (one decimal) or `null` when the store has no rating yet. */
export function formatRating(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return (Math.round(Math.min(5, Math.max(0, value)) * 10) / 10).toFixed(1);
}

export interface SellerRatingProps extends HTMLAttributes<HTMLSpanElement> {
  value: number | null | undefined;
  /** Read before the number by screen readers: '별점'. */
  label?: string | undefined;
  /** Shown when there is no rating: '아직 리뷰가 없어요'. */
  emptyText?: string | undefined;
}

/** A numeric rating with one small star: '★ 4.8'. */
export function SellerRating({ value, label, emptyText, ...rest }: SellerRatingProps) {
  const text = formatRating(value);
  return (
    <StyledRating data-qm="rating" data-empty={text === null || undefined} {...rest}>
      <Icon name="star" />
      {text === null ? (
        (emptyText ?? '아직 리뷰가 없어요')
      ) : (
        <>
          <VisuallyHidden>{label ?? '별점'} </VisuallyHidden>
          {text}
        </>
      )}
    </StyledRating>
  );
}
