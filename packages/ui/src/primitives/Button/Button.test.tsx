import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { buttonVariants } from './Button.variants';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    render(<Button>견적 요청</Button>);
    const button = screen.getByRole('button', { name: '견적 요청' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', buttonVariants.variant.default);
    expect(button).toHaveAttribute('data-size', buttonVariants.size.default);
  });

  it('runs its action from a click and from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>선택 완료</Button>);
    const button = screen.getByRole('button', { name: '선택 완료' });
    await user.click(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('keeps its name but blocks presses while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        구매 신청하기
      </Button>,
    );
    const button = screen.getByRole('button', { name: '구매 신청하기' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        인증번호 요청
      </Button>,
    );
    await user.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });

  it.each(buttonVariants.variant.values)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>확인</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('data-variant', variant);
  });
});
