import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { StyledBadge } from './Badge.styles';
import { badgeVariants, type BadgeTone } from './Badge.variants';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** A word or two: '최저가 견적', '마감'. It is read as part of the text around it. */
  children: ReactNode;
  tone?: BadgeTone;
  ref?: Ref<HTMLSpanElement>;
}

/** A small pill that marks the thing beside it (the cheapest quote, a closed request). */
export function Badge({ tone = badgeVariants.tone.default, ...rest }: BadgeProps) {
  return <StyledBadge data-qm="badge" data-tone={tone} {...rest} />;
}
