import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledButton, StyledSpinner } from './Button.styles';
import {
  buttonVariants,
  type ButtonShape,
  type ButtonSize,
  type ButtonVariant,
} from './Button.variants';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  shape?: ButtonShape;
  /** Stretches to the width of its container, as the bottom call-to-action buttons do. */
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width, and blocks further presses until the action settles. */
  loading?: boolean;
  /**
   * Lends the button's look to its one child instead of rendering a `<button>`: a link that reads
   * as a button (`<Button asChild><a href="…">견적 요청</a></Button>`). No spinner or `type` then.
   */
  asChild?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = buttonVariants.variant.default,
  size = buttonVariants.size.default,
  shape = buttonVariants.shape.default,
  fullWidth = false,
  loading = false,
  disabled = false,
  asChild = false,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const look = {
    'data-qm': 'button',
    'data-variant': variant,
    'data-size': size,
    'data-shape': shape,
    'data-full-width': fullWidth,
  };
  if (asChild) {
    return (
      <StyledButton as={Slot} {...look} {...rest}>
        {children}
      </StyledButton>
    );
  }
  return (
    <StyledButton
      type={type}
      {...look}
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
