import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import {
  StyledSkeleton,
  StyledSkeletonLines,
  StyledSkeletonList,
  StyledSkeletonRow,
} from './Skeleton.styles';
import { skeletonVariants, type SkeletonVariant } from './Skeleton.variants';

type Length = number | string;

const toLength = (value: Length | undefined) =>
  value === undefined ? undefined : typeof value === 'number' ? `${value}px` : value;

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: SkeletonVariant;
  /** A number is pixels; any CSS length works (`'60%'`, `'8em'`). */
  width?: Length;
  height?: Length;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A shimmering placeholder block. Always hidden from assistive technology: the loading region
 * around it (e.g. `SkeletonList`) announces the wait once.
 */
export function Skeleton({
  variant = skeletonVariants.variant.default,
  width,
  height,
  style,
  ...rest
}: SkeletonProps) {
  // Sizes are per instance, so they go through custom properties rather than the template.
  const sizeStyle = {
    '--skeleton-width': toLength(width),
    '--skeleton-height': toLength(height),
    ...style,
  } as CSSProperties;
  return (
    <StyledSkeleton
      aria-hidden="true"
      data-qm="skeleton"
      data-variant={variant}
      style={sizeStyle}
      {...rest}
    />
  );
}

export interface SkeletonListProps extends HTMLAttributes<HTMLDivElement> {
  /** How many placeholder rows to show. */
  count?: number;
  /** Read by screen readers while the list loads. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The loading state of a list: rows of a thumbnail and two lines of text. */
export function SkeletonList({ count = 3, label = '불러오는 중', ...rest }: SkeletonListProps) {
  return (
    <StyledSkeletonList role="status" data-qm="skeleton-list" {...rest}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: Math.max(0, count) }, (_, index) => (
        <StyledSkeletonRow key={index} data-part="row" aria-hidden="true">
          <Skeleton variant="rect" width={56} height={56} />
          <StyledSkeletonLines>
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="45%" />
          </StyledSkeletonLines>
        </StyledSkeletonRow>
      ))}
    </StyledSkeletonList>
  );
}
