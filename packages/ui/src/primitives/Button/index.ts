export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonVariants } from './Button.variants';
export type { ButtonShape, ButtonSize, ButtonVariant } from './Button.variants';
