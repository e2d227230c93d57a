import { styled, css, keyframes } from 'styled-components';
import { dataVariants } from '../../internal/dataVariants';
import { vars } from '../../tokens/css-variables';
import type { ButtonSize, ButtonVariant } from './Button.variants';

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    --button-bg: ${vars.color.primary};
    --button-bg-hover: ${vars.color.primaryHover};
    --button-bg-pressed: ${vars.color.primaryPressed};
    --button-fg: ${vars.color.onPrimary};
    --button-border: transparent;
  `,
  secondary: css`
    --button-bg: ${vars.color.primarySubtle};
    --button-bg-hover: ${vars.color.primarySubtleHover};
    --button-bg-pressed: ${vars.color.primarySubtlePressed};
    --button-fg: ${vars.color.primaryPressed};
    --button-border: transparent;
  `,
  outline: css`
    --button-bg: ${vars.color.surface};
    --button-bg-hover: ${vars.color.surfaceMuted};
    --button-bg-pressed: ${vars.color.surfacePressed};
    --button-fg: ${vars.color.text};
    --button-border: ${vars.color.borderStrong};
  `,
  ghost: css`
    --button-bg: transparent;
    --button-bg-hover: ${vars.color.surfaceMuted};
    --button-bg-pressed: ${vars.color.surfacePressed};
    --button-fg: ${vars.color.textSubtle};
    --button-border: transparent;
  `,
  danger: css`
    --button-bg: ${vars.color.danger};
    --button-bg-hover: ${vars.color.dangerHover};
    --button-bg-pressed: ${vars.color.dangerPressed};
    --button-fg: ${vars.color.onPrimary};
    --button-border: transparent;
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    --button-height: ${vars.layout.controlHeightSm};
    --button-padding: 0 ${vars.space[3]};
    --button-font: ${vars.font.size.sm};
    --button-radius: ${vars.radius.sm};
  `,
  md: css`
    --button-height: ${vars.layout.controlHeightMd};
    --button-padding: 0 ${vars.space[4]};
    --button-font: ${vars.font.size.md};
    --button-radius: ${vars.radius.md};
  `,
  lg: css`
    --button-height: ${vars.layout.controlHeightLg};
    --button-padding: 0 ${vars.space[5]};
    --button-font: ${vars.font.size.lg};
    --button-radius: ${vars.radius.lg};
  `,
};

// A pill keeps the size's height and padding; only the ends are fully round.
const pillSelector = css`
  &[data-shape='pill'] {
    --button-radius: ${vars.radius.pill};
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledButton = styled.button`
  ${dataVariants('variant', variantStyles)}
  ${dataVariants('size', sizeStyles)}
  ${pillSelector}
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: var(--button-height);
  padding: var(--button-padding);
  border: 1px solid var(--button-border);
  border-radius: var(--button-radius);
  background: var(--button-bg);
  color: var(--button-fg);
  font-size: var(--button-font);
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  text-decoration: none;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${vars.motion.fast} ${vars.motion.easing},
    transform ${vars.motion.fast} ${vars.motion.easing};

  /* A small button is drawn 36 px tall but answers a 44 px touch. */
  &[data-size='sm']::before {
    content: '';
    position: absolute;
    inset: calc((var(--button-height) - ${vars.layout.touchTarget}) / 2) 0;
  }

  &[data-full-width='true'] {
    display: flex;
    width: 100%;
  }

  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: var(--button-bg-hover);
    }
  }

  &:active:not(:disabled) {
    background: var(--button-bg-pressed);
    transform: scale(0.98);
  }

  &:disabled {
    cursor: not-allowed;
  }

  &:disabled:not([data-loading='true']) {
    --button-bg: ${vars.color.surfacePressed};
    --button-fg: ${vars.color.textDisabled};
    --button-border: transparent;
  }

  /* Transparent rather than hidden, so the label still names the button while it is busy. */
  &[data-loading='true'] > [data-part='label'] {
    opacity: 0;
  }
`;

export const StyledSpinner = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  width: 1.1em;
  height: 1.1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;
