import { styled, css, keyframes } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import type { SpinnerSize, SpinnerTone } from './Spinner.variants';
import { dataVariants } from '../../internal/dataVariants';

const sizeStyles: Record<SpinnerSize, ReturnType<typeof css>> = {
  sm: css`
    --spinner-size: ${vars.space[4]};
    --spinner-stroke: ${vars.control.spinnerStrokeSm};
  `,
  md: css`
    --spinner-size: ${vars.space[6]};
    --spinner-stroke: ${vars.control.spinnerStrokeMd};
  `,
  lg: css`
    --spinner-size: ${vars.space[10]};
    --spinner-stroke: ${vars.control.spinnerStrokeLg};
  `,
};

const toneStyles: Record<SpinnerTone, ReturnType<typeof css>> = {
  primary: css`
    --spinner-color: ${vars.color.primary};
    --spinner-track: ${vars.color.primarySubtle};
  `,
  inverse: css`
    --spinner-color: ${vars.color.onInverse};
    --spinner-track: transparent;
  `,
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinner = styled.span`
  ${dataVariants('size', sizeStyles)}
  ${dataVariants('tone', toneStyles)}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
`;

export const StyledRing = styled.span`
  display: block;
  width: var(--spinner-size);
  height: var(--spinner-size);
  border: var(--spinner-stroke) solid var(--spinner-track);
  border-top-color: var(--spinner-color);
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  /* Still shows that something is happening, without the rotation. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-right-color: var(--spinner-color);
  }
`;
