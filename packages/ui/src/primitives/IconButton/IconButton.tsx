import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { StyledIcon, StyledIconButton } from './IconButton.styles';
import {
  iconButtonVariants,
  type IconButtonSize,
  type IconButtonVariant,
} from './IconButton.variants';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** The icon; it is decorative, the `label` names the button. */
  icon: ReactNode;
  /** Required accessible name in Korean, e.g. '검색어 지우기'. */
  label: string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Makes it a link to this address, through the app's link component, instead of a button. */
  href?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  icon,
  label,
  variant = iconButtonVariants.variant.default,
  size = iconButtonVariants.size.default,
  type = 'button',
  href,
  ...rest
}: IconButtonProps) {
  const Link = useLinkComponent();
  const element = href === undefined ? { type } : { as: Link, href };
  return (
    <StyledIconButton
      {...element}
      aria-label={label}
      data-qm="icon-button"
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      <StyledIcon aria-hidden="true" data-part="icon">
        {icon}
      </StyledIcon>
    </StyledIconButton>
  );
}
