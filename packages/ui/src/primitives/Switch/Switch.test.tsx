import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch that toggles by click, label and keyboard', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="이벤트 알림" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: '이벤트 알림' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await user.keyboard(' ');
    await user.click(screen.getByText('이벤트 알림'));
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Switch label="정보 알림" checked={false} />);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    rerender(<Switch label="정보 알림" checked />);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('is described by its description', () => {
    render(<Switch label="전체 상품 알림" description="새 상품 소식" />);
    expect(screen.getByRole('switch', { name: '전체 상품 알림' })).toHaveAccessibleDescription(
      '새 상품 소식',
    );
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="정보 알림" disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
