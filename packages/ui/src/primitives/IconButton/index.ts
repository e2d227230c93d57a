export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { iconButtonVariants } from './IconButton.variants';
export type { IconButtonSize, IconButtonVariant } from './IconButton.variants';
