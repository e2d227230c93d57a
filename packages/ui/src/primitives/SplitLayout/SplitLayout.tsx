import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { StyledPane, StyledSplitLayout } from './SplitLayout.styles';
import {
  splitLayoutVariants,
  type SplitLayoutSecondaryWidth,
  type SplitLayoutStackOrder,
} from './SplitLayout.variants';

export interface SplitLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The main column: on the start side from 1024 px. */
  primary: ReactNode;
  /** The side column: a summary, a form or a panel beside the primary one. */
  secondary: ReactNode;
  secondaryWidth?: SplitLayoutSecondaryWidth;
  stackOrder?: SplitLayoutStackOrder;
  /**
   * From 1024 px the secondary column stays in view while the primary one scrolls past (a summary
   * beside a long list). Meant for a secondary column shorter than the screen.
   */
  stickySecondary?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Two columns from 1024 px, stacked below. It adds no landmark or heading: each slot is rendered as
 * given, so the page decides whether a column is a `section`, an `aside` or a form.
 */
export function SplitLayout({
  primary,
  secondary,
  secondaryWidth = splitLayoutVariants.secondaryWidth.default,
  stackOrder = splitLayoutVariants.stackOrder.default,
  stickySecondary = false,
  ...rest
}: SplitLayoutProps) {
  const primaryPane = <StyledPane data-part="primary">{primary}</StyledPane>;
  const secondaryPane = <StyledPane data-part="secondary">{secondary}</StyledPane>;
  return (
    <StyledSplitLayout
      data-qm="split-layout"
      data-secondary-width={secondaryWidth}
      data-stack-order={stackOrder}
      data-sticky-secondary={stickySecondary}
      {...rest}
    >
      {stackOrder === 'secondaryFirst' ? (
        <>
          {secondaryPane}
          {primaryPane}
        </>
      ) : (
        <>
          {primaryPane}
          {secondaryPane}
        </>
      )}
    </StyledSplitLayout>
  );
}
