import {
  useEffect,
  useId,
  useRef,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { NavCount, type NavItemCount } from '../../internal/NavCount';
import { useLinkComponent } from '../../link/LinkProvider';
import {
  StyledActions,
  StyledConsoleLayout,
  StyledContent,
  StyledIdentity,
  StyledMain,
  StyledNavCount,
  StyledNavigation,
  StyledNavLink,
  StyledNavList,
  StyledSidebar,
  StyledSkipLink,
} from './ConsoleLayout.styles';

export interface ConsoleNavItem extends NavItemCount {
  key: string;
  label: string;
  href: string;
  /** Decorative: the label names the link. */
  icon?: ReactNode;
}

export interface ConsoleLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** The product's name at the top: '견적마켓 파트너', or a logo link. */
  brand: ReactNode;
  /** The signed-in store, under the brand. */
  storeName?: ReactNode;
  navItems: readonly ConsoleNavItem[];
  /** The item of the current route; none is marked when the route has no item. */
  activeKey: string | null;
  /** Controls beside the brand: a logout button. */
  actions?: ReactNode;
  /** The navigation landmark's name. */
  navLabel: string;
  skipLinkLabel?: string;
  /** The page. The layout renders the `<main>` around it, so the page renders none of its own. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The dealer console's frame. From 1024 px (the counter PC) a sidebar holds the brand, the store,
 * the actions and the navigation beside the content; below it (the phone) a top bar holds the
 * brand, the store and the actions, and the navigation is a tab bar at the bottom of the screen.
 */
export function ConsoleLayout({
  brand,
  storeName,
  navItems,
  activeKey,
  actions,
  navLabel,
  skipLinkLabel = '본문으로 건너뛰기',
  children,
  ...rest
}: ConsoleLayoutProps) {
  const Link = useLinkComponent();
  const mainId = `qm-console-main-${useId()}`;
  const mainRef = useRef<HTMLElement>(null);
  const navListRef = useRef<HTMLUListElement>(null);
  // A tab bar that scrolls sideways brings the current item into view, without moving the page.
  useEffect(() => {
    const list = navListRef.current;
    const current = list?.querySelector('[aria-current="page"]')?.closest('li');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [activeKey]);

  // Focus moves to the content itself, without touching the URL's hash, which the app's router owns.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <StyledConsoleLayout data-qm="console-layout" {...rest}>
      <StyledSkipLink href={`#${mainId}`} onClick={skipToMain} data-part="skip-link">
        {skipLinkLabel}
      </StyledSkipLink>
      <StyledSidebar data-part="sidebar">
        <StyledIdentity>
          <div data-part="brand">{brand}</div>
          {storeName != null ? <p data-part="store">{storeName}</p> : null}
        </StyledIdentity>
        {actions != null ? <StyledActions data-part="actions">{actions}</StyledActions> : null}
        <StyledNavigation aria-label={navLabel} data-part="navigation">
          <StyledNavList ref={navListRef}>
            {navItems.map((item) => {
              const active = item.key === activeKey;
              return (
                <li key={item.key}>
                  <StyledNavLink
                    as={Link}
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    data-active={active}
                  >
                    {item.icon != null ? <span data-part="icon">{item.icon}</span> : null}
                    <span data-part="label">{item.label}</span>
                    <NavCount
                      count={item.count}
                      countLabel={item.countLabel}
                      badge={StyledNavCount}
                    />
                  </StyledNavLink>
                </li>
              );
            })}
          </StyledNavList>
        </StyledNavigation>
      </StyledSidebar>
      <StyledMain ref={mainRef} id={mainId} tabIndex={-1} data-part="main">
        <StyledContent>{children}</StyledContent>
      </StyledMain>
    </StyledConsoleLayout>
  );
}
