import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { StyledLink, StyledList, StyledNavigation } from './BottomNavigation.styles';
import { Icon } from '../../primitives/Icon';

export interface BottomNavigationItem {
  key: string;
  label: string;
  href: string;
  /** Decorative: the label names the tab. */
  icon?: ReactNode;
}

export type DefaultNavigationKey = 'home' | 'quotation-check' | 'quote-history' | 'my';

/**
 * The four tabs of the shell with their labels and icons; the app passes where each one goes (MY,
 * for one, depends on the login).
 */
export function defaultNavigationItems(
  hrefs: Record<DefaultNavigationKey, string>,
): (BottomNavigationItem & { key: DefaultNavigationKey })[] {
  return [
    { key: 'home', label: '홈', href: hrefs.home, icon: <Icon name="home" /> },
    {
      key: 'quotation-check',
      label: '견적 확인',
      href: hrefs['quotation-check'],
      icon: <Icon name="quote-check" />,
    },
    {
      key: 'quote-history',
      label: '견적 내역',
      href: hrefs['quote-history'],
      icon: <Icon name="history" />,
    },
    { key: 'my', label: 'MY', href: hrefs.my, icon: <Icon name="person" /> },
  ];
}

export interface BottomNavigationProps extends HTMLAttributes<HTMLElement> {
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
              </StyledLink>
            </li>
          );
        })}
      </StyledList>
    </StyledNavigation>
  );
}
