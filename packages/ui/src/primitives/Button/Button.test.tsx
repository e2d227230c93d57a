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
        인증번호 받기
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

  it('lends its look to a link with asChild, staying a link', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button asChild variant="outline" shape="pill" onClick={onClick}>
        <a href="/request-page/1/Mobile%20Phones">휴대폰 견적 요청</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: '휴대폰 견적 요청' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(link).toHaveAttribute('href', '/request-page/1/Mobile%20Phones');
    expect(link).toHaveAttribute('data-variant', 'outline');
    expect(link).toHaveAttribute('data-shape', 'pill');
    expect(link).not.toHaveAttribute('type');
    await user.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is rounded unless asked to be a pill', () => {
    render(
      <>
        <Button>기본</Button>
        <Button shape="pill">알약</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: '기본' })).toHaveAttribute('data-shape', 'rounded');
    expect(screen.getByRole('button', { name: '알약' })).toHaveAttribute('data-shape', 'pill');
  });
});
