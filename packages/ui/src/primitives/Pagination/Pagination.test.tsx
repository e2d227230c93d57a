import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, visiblePages } from './Pagination';

describe('visiblePages', () => {
  it('lists the ends and two pages either side of the current one, with gaps', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(visiblePages(2, 20)).toEqual([1, 2, 3, 4, null, 20]);
  });
});

describe('Pagination', () => {
  it('moves to the page pressed, the one before and the one after', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <Pagination page={3} pageCount={8} onPageChange={onPageChange} label="감사 기록 페이지" />,
    );
    const nav = screen.getByRole('navigation', { name: '감사 기록 페이지' });
    expect(within(nav).getByRole('button', { name: '3 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('button', { name: '5 페이지' }));
    await user.click(within(nav).getByRole('button', { name: '이전' }));
    await user.click(within(nav).getByRole('button', { name: '다음' }));
    expect(onPageChange.mock.calls).toEqual([[5], [2], [4]]);
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = render(
      <Pagination page={1} pageCount={2} onPageChange={() => {}} label="목록 페이지" />,
    );
    expect(screen.getByRole('button', { name: '이전' })).toBeDisabled();
    rerender(<Pagination page={2} pageCount={2} onPageChange={() => {}} label="목록 페이지" />);
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
  });

  it('waits while a page loads, and shows nothing for a single page', () => {
    const { rerender } = render(
      <Pagination page={2} pageCount={3} onPageChange={() => {}} label="목록 페이지" disabled />,
    );
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '1 페이지' })).toBeDisabled();
    rerender(<Pagination page={1} pageCount={1} onPageChange={() => {}} label="목록 페이지" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
