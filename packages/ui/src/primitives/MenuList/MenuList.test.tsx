import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider';
import { ConfirmDialog } from '../Dialog';
import { MenuList, MenuListItem } from './MenuList';

describe('MenuList', () => {
  it('renders named rows as links with their href, in order', () => {
    render(
      <MenuList aria-label="MY 메뉴">
        <MenuListItem label="공지사항" href="/notice-list" />
        <MenuListItem label="알림 설정" href="/notification-settings" detail="켜짐" />
      </MenuList>,
    );
    const list = screen.getByRole('list', { name: 'MY 메뉴' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['공지사항', '/notice-list'],
      ['알림 설정켜짐', '/notification-settings'],
    ]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The chevron is decoration: the link is named by its text only.
    expect(screen.getByRole('link', { name: '공지사항' })).toBeInTheDocument();
  });

  it("renders links through the app's link component", () => {
    function RouterLink({ children, ...rest }: LinkComponentProps) {
      return (
        <a data-router-link="" {...rest}>
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <MenuList>
          <MenuListItem label="자주 묻는 질문" href="/faq" />
        </MenuList>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: '자주 묻는 질문' })).toHaveAttribute(
      'data-router-link',
    );
  });

  it('renders an action as a button that works by pointer and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <MenuList>
        <MenuListItem label="로그아웃" tone="subtle" onClick={onClick} />
      </MenuList>,
    );
    const button = screen.getByRole('button', { name: '로그아웃' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-tone', 'subtle');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(button.querySelector('[data-icon]')).toBeNull();
  });

  it('does not run a disabled action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <MenuList>
        <MenuListItem label="로그아웃" onClick={onClick} disabled />
      </MenuList>,
    );
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(onClick).not.toHaveBeenCalled();
  });
  it('opens a dialog as its trigger and takes the focus back when it closes', async () => {
    const user = userEvent.setup();
    render(
      <MenuList>
        <ConfirmDialog
          title="로그아웃할까요?"
          confirmLabel="로그아웃"
          trigger={<MenuListItem label="로그아웃" tone="subtle" />}
        />
      </MenuList>,
    );
    const row = screen.getByRole('button', { name: '로그아웃' });
    expect(row.closest('li')).not.toBeNull();
    await user.click(row);
    const dialog = await screen.findByRole('alertdialog', { name: '로그아웃할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(row).toHaveFocus();
  });
});
