import { styled, css, keyframes } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import type { SkeletonVariant } from './Skeleton.variants';
import { dataVariants } from '../../internal/dataVariants';

const variantStyles: Record<SkeletonVariant, ReturnType<typeof css>> = {
  text: css`
    --skeleton-default-width: 100%;
    --skeleton-default-height: 1em;
    --skeleton-radius: ${vars.radius.sm};
  `,
  rect: css`
    --skeleton-default-width: 100%;
    --skeleton-default-height: ${vars.space[16]};
    --skeleton-radius: ${vars.radius.md};
  `,
  circle: css`
    --skeleton-default-width: ${vars.space[10]};
    --skeleton-default-height: var(--skeleton-width, var(--skeleton-default-width));
    --skeleton-radius: 50%;
  `,
};

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const StyledSkeleton = styled.span`
  ${dataVariants('variant', variantStyles)}
  display: block;
  flex: none;
  width: var(--skeleton-width, var(--skeleton-default-width));
  height: var(--skeleton-height, var(--skeleton-default-height));
  max-width: 100%;
  border-radius: var(--skeleton-radius);
  background: linear-gradient(
      90deg,
      ${vars.color.surfacePressed} 25%,
      ${vars.color.surfaceMuted} 50%,
      ${vars.color.surfacePressed} 75%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  /* A still block: the shape alone says "loading". */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${vars.color.surfacePressed};
  }
`;

export const StyledSkeletonList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const StyledSkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} 0;
`;

export const StyledSkeletonLines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;
