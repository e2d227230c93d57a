import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { HTMLAttributes, Ref } from 'react';
import { StyledRing, StyledSpinner } from './Spinner.styles';
import { spinnerVariants, type SpinnerSize, type SpinnerTone } from './Spinner.variants';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  tone?: SpinnerTone;
  /** Read by screen readers instead of the animation. */
  label?: string;
  ref?: Ref<HTMLSpanElement>;
}

export function Spinner({
  size = spinnerVariants.size.default,
  tone = spinnerVariants.tone.default,
  label = '불러오는 중',
  ...rest
}: SpinnerProps) {
  return (
    <StyledSpinner role="status" data-qm="spinner" data-size={size} data-tone={tone} {...rest}>
      <StyledRing aria-hidden="true" data-part="ring" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledSpinner>
  );
}
