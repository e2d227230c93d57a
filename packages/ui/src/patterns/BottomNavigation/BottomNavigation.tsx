import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { NavCount, type NavItemCount } from '../../internal/NavCount';
import { useLinkComponent } from '../../link/LinkProvider';
import { StyledCount, StyledLink, StyledList, StyledNavigation } from './BottomNavigation.styles';

/** A tab; its `count` (unread messages, say) shows as a badge on its icon. */
export interface BottomNavigationItem extends NavItemCount {
  key: string;
  label: string;
  href: string;
  /** Decorative: the label names the tab. */
  icon?: ReactNode;
}

export interface BottomNavigationProps extends HTMLAttributes<HTMLElement> {
  /** The app's tabs, in order: the kit knows none of them. */
  items: readonly BottomNavigationItem[];
  /** The tab of the current route; none is highlighted when it matches no item. */
  activeKey?: string | null;
  /** The landmark's name. */
  label?: string;
  /** A route whose navigation is NONE shows no bar at all. */
  hidden?: boolean;
  ref?: Ref<HTMLElement>;
}

export function BottomNavigation({
  items,
  activeKey,
  label = '주요 메뉴',
  hidden = false,
  ...rest
}: BottomNavigationProps) {
  const Link = useLinkComponent();
  if (hidden) return null;
  return (
    <StyledNavigation data-qm="bottom-navigation" aria-label={label} {...rest}>
      <StyledList>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key}>
              <StyledLink
                as={Link}
                href={item.href}
                aria-current={active ? 'page' : undefined}
                data-active={active}
              >
                {item.icon}
                <span>{item.label}</span>
                <NavCount count={item.count} countLabel={item.countLabel} badge={StyledCount} />
              </StyledLink>
            </li>
          );
        })}
      </StyledList>
    </StyledNavigation>
  );
}
