import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledButton, StyledSpinner } from './Button.styles';
import { buttonVariants, type ButtonSize, type ButtonVariant } from './Button.variants';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the width of its container, as the bottom call-to-action buttons do. */
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width, and blocks further presses until the action settles. */
  loading?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = buttonVariants.variant.default,
  size = buttonVariants.size.default,
  fullWidth = false,
  loading = false,
  disabled = false,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      data-qm="button"
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      data-loading={loading}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      <span data-part="label">{children}</span>
      {loading && <StyledSpinner role="presentation" data-part="spinner" />}
    </StyledButton>
  );
}
