import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { Icon } from '../Icon';
import {
  StyledChevron,
  StyledDetail,
  StyledLabel,
  StyledMenuList,
  StyledMenuListItem,
  StyledRow,
} from './MenuList.styles';
import { menuListItemVariants, type MenuListItemTone } from './MenuList.variants';

export interface MenuListProps extends HTMLAttributes<HTMLUListElement> {
  /** `MenuListItem`s. Name the list (`aria-label` or `aria-labelledby`) when a page has several. */
  children: ReactNode;
  ref?: Ref<HTMLUListElement>;
}

/** A list of full-width rows that lead somewhere or do something: the MY menu, settings. */
export function MenuList({ children, ...rest }: MenuListProps) {
  return (
    <StyledMenuList data-qm="menu-list" {...rest}>
      {children}
    </StyledMenuList>
  );
}

interface MenuListItemBaseProps {
  /** The row's text; it is also the link's or button's accessible name. */
  label: ReactNode;
  /** A short value at the end of the row ('켜짐', '1.2.0'); read after the label. */
  detail?: ReactNode;
  tone?: MenuListItemTone;
}

export type MenuListItemProps = MenuListItemBaseProps &
  (
    | {
        /** Where the row leads (through the app's link); it shows a chevron. */
        href: string;
        onClick?: never;
        disabled?: never;
      }
    | ({
        href?: undefined;
        /** The button; so a row can be a dialog's trigger (`ConfirmDialog trigger={…}`). */
        ref?: Ref<HTMLButtonElement>;
      } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>)
  );

/**
 * One row: a link with a chevron when it has `href`, a button (an action such as 로그아웃)
 * otherwise. A button row can be a dialog's trigger: the trigger's props and ref reach the button,
 * so focus returns to it when the dialog closes.
 */
export function MenuListItem({
  label,
  detail,
  tone = menuListItemVariants.tone.default,
  href,
  ...buttonProps
}: MenuListItemProps) {
  const Link = useLinkComponent();
  const content = (
    <>
      <StyledLabel>{label}</StyledLabel>
      {detail !== undefined && <StyledDetail>{detail}</StyledDetail>}
    </>
  );
  return (
    <StyledMenuListItem data-qm="menu-list-item">
      {href !== undefined ? (
        <StyledRow as={Link} href={href} data-tone={tone}>
          {content}
          <StyledChevron aria-hidden="true">
            <Icon name="chevron-left" />
          </StyledChevron>
        </StyledRow>
      ) : (
        <StyledRow as="button" type="button" data-tone={tone} {...buttonProps}>
          {content}
        </StyledRow>
      )}
    </StyledMenuListItem>
  );
}
