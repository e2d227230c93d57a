import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows its title and description', () => {
    const { container } = render(
      <EmptyState title="검색 결과가 없어요" description="다른 검색어로 다시 찾아보세요." />,
    );
    expect(screen.getByText('검색 결과가 없어요')).toBeInTheDocument();
    expect(screen.getByText('다른 검색어로 다시 찾아보세요.')).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-variant', 'full');
  });

  it('treats the icon as decoration', () => {
    const { container } = render(
      <EmptyState title="내역이 없어요" icon={<svg data-testid="icon" />} variant="compact" />,
    );
    expect(container.querySelector('[data-part="icon"]')).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstChild).toHaveAttribute('data-variant', 'compact');
  });

  it('offers its action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <EmptyState
        title="진행 중인 견적 요청이 없어요"
        action={<Button onClick={onClick}>최저가 견적 요청</Button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: '최저가 견적 요청' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('leaves out the parts it was not given', () => {
    const { container } = render(<EmptyState title="등록된 상품이 없어요" />);
    expect(container.querySelector('[data-part="description"]')).toBeNull();
    expect(container.querySelector('[data-part="icon"]')).toBeNull();
    expect(container.querySelector('[data-part="action"]')).toBeNull();
  });
});
