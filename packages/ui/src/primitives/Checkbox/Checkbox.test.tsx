import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label text, a click and the space key', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="[필수] 서비스 이용약관 동의" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: '[필수] 서비스 이용약관 동의' });
    expect(box).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByText('[필수] 서비스 이용약관 동의'));
    expect(box).toHaveAttribute('aria-checked', 'true');
    await user.click(box);
    expect(box).toHaveAttribute('aria-checked', 'false');
    await user.keyboard(' ');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('shows the mixed state', () => {
    render(<Checkbox label="전체 동의" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: '전체 동의' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  });

  it('is described by its description', () => {
    render(
      <Checkbox label="[선택] 마케팅 정보 수신 동의" description="이벤트 소식을 알려 드려요." />,
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('이벤트 소식을 알려 드려요.');
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="동의" disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByText('동의'));
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('carries its size', () => {
    const { container } = render(<Checkbox label="아이디 저장" size="sm" />);
    expect(container.querySelector('[data-qm="checkbox"]')).toHaveAttribute('data-size', 'sm');
  });
});
