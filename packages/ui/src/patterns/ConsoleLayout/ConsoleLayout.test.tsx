import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider';
import { ConsoleLayout, type ConsoleLayoutProps } from './ConsoleLayout';

const navItems = [
  { key: 'requests', label: '받은 요청', href: '/requests', count: 3 },
  { key: 'bids', label: '보낸 견적', href: '/bids' },
  { key: 'reviews', label: '리뷰', href: '/reviews', count: 0 },
  { key: 'store', label: '매장 정보', href: '/store' },
];

function renderLayout(props: Partial<ConsoleLayoutProps> = {}) {
  return render(
    <ConsoleLayout
      brand="견적마켓 파트너"
      storeName="행복폰 강남점"
      navItems={navItems}
      activeKey="requests"
      navLabel="판매점 메뉴"
      actions={<button type="button">로그아웃</button>}
      {...props}
    >
      <h1>받은 요청</h1>
    </ConsoleLayout>,
  );
}

describe('ConsoleLayout', () => {
  it('frames the page: a banner with the brand, store and actions, a named nav and the main', () => {
    renderLayout();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('견적마켓 파트너');
    expect(banner).toHaveTextContent('행복폰 강남점');
    expect(within(banner).getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    const nav = within(banner).getByRole('navigation', { name: '판매점 메뉴' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/requests', '/bids', '/reviews', '/store']);
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: '받은 요청' }),
    ).toBeVisible();
    // Nothing is drawn twice for the two screen sizes.
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getAllByText('견적마켓 파트너')).toHaveLength(1);
  });

  it('marks only the active item as the current page, and none when the route has none', () => {
    const { rerender } = renderLayout({ activeKey: 'bids' });
    expect(screen.getByRole('link', { name: '보낸 견적' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '받은 요청 3' })).not.toHaveAttribute('aria-current');
    rerender(
      <ConsoleLayout
        brand="견적마켓 파트너"
        navItems={navItems}
        activeKey={null}
        navLabel="판매점 메뉴"
      >
        내용
      </ConsoleLayout>,
    );
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('shows a count beside the label, none at zero, 99+ above 99', () => {
    const { rerender } = renderLayout();
    const requests = screen.getByRole('link', { name: '받은 요청 3' });
    expect(within(requests).getByText('3')).toHaveAttribute('data-qm', 'badge');
    expect(
      screen.getByRole('link', { name: '리뷰' }).querySelector('[data-qm="badge"]'),
    ).toBeNull();
    rerender(
      <ConsoleLayout
        brand="견적마켓 파트너"
        navItems={[{ key: 'requests', label: '받은 요청', href: '/requests', count: 120 }]}
        activeKey="requests"
        navLabel="판매점 메뉴"
      >
        내용
      </ConsoleLayout>,
    );
    expect(screen.getByRole('link', { name: '받은 요청 99+' })).toBeInTheDocument();
  });

  it('reads what a count means when it is told, instead of the bare number', () => {
    render(
      <ConsoleLayout
        brand="견적마켓 파트너"
        navItems={[
          {
            key: 'requests',
            label: '받은 요청',
            href: '/requests',
            count: 2,
            countLabel: (count) => `새 요청 ${count}건`,
          },
        ]}
        activeKey={null}
        navLabel="판매점 메뉴"
      >
        내용
      </ConsoleLayout>,
    );
    const requests = screen.getByRole('link', { name: '받은 요청 새 요청 2건' });
    expect(within(requests).getByText('2')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves out the store name and actions when not given', () => {
    renderLayout({ storeName: undefined, actions: undefined });
    expect(document.querySelector('[data-part="store"]')).toBeNull();
    expect(document.querySelector('[data-part="actions"]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a skip link first that moves focus to the content', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: '본문으로 건너뛰기' });
    expect(skip).toHaveFocus();
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it("renders the nav links through the app's link component", () => {
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a href={`/console${href}`} data-router="true" {...rest}>
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <ConsoleLayout
          brand="견적마켓 파트너"
          navItems={navItems}
          activeKey="store"
          navLabel="판매점 메뉴"
        >
          내용
        </ConsoleLayout>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: '매장 정보' });
    expect(link).toHaveAttribute('href', '/console/store');
    expect(link).toHaveAttribute('data-router', 'true');
    expect(link).toHaveAttribute('aria-current', 'page');
    // The skip link stays a plain in-page anchor.
    expect(screen.getByRole('link', { name: '본문으로 건너뛰기' })).not.toHaveAttribute(
      'data-router',
    );
  });

  it('passes native attributes to the root', () => {
    renderLayout({ id: 'console', 'aria-busy': true });
    const root = screen.getByRole('main').closest('[data-qm="console-layout"]');
    expect(root).toHaveAttribute('id', 'console');
    expect(root).toHaveAttribute('aria-busy', 'true');
  });
});
