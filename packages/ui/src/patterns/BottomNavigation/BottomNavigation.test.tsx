import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BottomNavigation } from './BottomNavigation';
import { sampleTabs } from './BottomNavigation.fixtures';

describe('BottomNavigation', () => {
  it('links the four tabs of the shell, with MY going where the app says', () => {
    render(<BottomNavigation items={sampleTabs('/my-nonmember')} activeKey="home" />);
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['홈', '/'],
      ['견적 확인', '/quotation-check'],
      ['견적 내역', '/my-quote-request-history'],
      ['MY', '/my-nonmember'],
    ]);
  });

  it('marks only the active tab as the current page', () => {
    render(<BottomNavigation items={sampleTabs()} activeKey="quote-history" />);
    expect(screen.getByRole('link', { name: '견적 내역' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'MY' })).toHaveAttribute('href', '/my-profile');
  });

  it('highlights no tab when the route has none', () => {
    render(<BottomNavigation items={sampleTabs()} activeKey={null} />);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('is reachable tab by tab from the keyboard', async () => {
    const user = userEvent.setup();
    render(<BottomNavigation items={sampleTabs()} activeKey="home" />);
    await user.tab();
    expect(screen.getByRole('link', { name: '홈' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '견적 확인' })).toHaveFocus();
  });

  it('shows a tab’s count on its icon, read after the label as the app words it', () => {
    const items = sampleTabs().map((item) =>
      item.key === 'quotation-check'
        ? { ...item, count: 3, countLabel: (count: number) => `읽지 않은 메시지 ${count}개` }
        : item,
    );
    render(<BottomNavigation items={items} activeKey="home" />);
    const tab = screen.getByRole('link', { name: '견적 확인 읽지 않은 메시지 3개' });
    expect(tab.querySelector('[data-part="count"]')).toHaveTextContent('3');
    expect(tab.querySelector('[data-part="count"]')).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.getAllByRole('link').filter((link) => link.querySelector('[data-part="count"]')),
    ).toHaveLength(1);
  });

  it('shows no badge at 0, and 99+ above 99', () => {
    const withCount = (count: number) =>
      sampleTabs().map((item) => (item.key === 'quotation-check' ? { ...item, count } : item));
    const { rerender } = render(<BottomNavigation items={withCount(0)} activeKey="home" />);
    expect(document.querySelector('[data-part="count"]')).toBeNull();
    expect(screen.getByRole('link', { name: '견적 확인' })).toBeInTheDocument();
    rerender(<BottomNavigation items={withCount(120)} activeKey="home" />);
    expect(document.querySelector('[data-part="count"]')).toHaveTextContent('99+');
  });

  it('renders nothing when hidden', () => {
    const { container } = render(<BottomNavigation items={sampleTabs()} hidden />);
    expect(container).toBeEmptyDOMElement();
  });
});
