import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SocialLoginButton } from './SocialLoginButton';

describe('SocialLoginButton', () => {
  it.each([
    ['kakao', '카카오로 시작하기'],
    ['naver', '네이버로 시작하기'],
  ] as const)(
    "draws the %s symbol before the label, hidden from screen readers so the name is the label's",
    (provider, label) => {
      render(<SocialLoginButton provider={provider}>{label}</SocialLoginButton>);
      const button = screen.getByRole('button', { name: label });
      expect(button).toHaveAttribute('data-provider', provider);
      const symbol = button.querySelector(`[data-icon="${provider}"]`);
      expect(symbol).toHaveAttribute('aria-hidden', 'true');
      expect(symbol?.nextSibling).toHaveTextContent(label);
    },
  );

  it('is the full-width large kit button, a plain button that never submits a form', () => {
    render(<SocialLoginButton provider="naver">네이버로 시작하기</SocialLoginButton>);
    const button = screen.getByRole('button', { name: '네이버로 시작하기' });
    expect(button).toHaveAttribute('data-qm', 'button');
    expect(button).toHaveAttribute('data-size', 'lg');
    expect(button).toHaveAttribute('data-full-width', 'true');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('starts its login on a click and blocks presses while that login is under way', async () => {
    // A busy button is disabled: the click is tried anyway, as an impatient finger would.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onClick = vi.fn();
    const { rerender } = render(
      <SocialLoginButton provider="kakao" onClick={onClick}>
        카카오로 시작하기
      </SocialLoginButton>,
    );
    await user.click(screen.getByRole('button', { name: '카카오로 시작하기' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <SocialLoginButton provider="kakao" onClick={onClick} loading>
        카카오로 시작하기
      </SocialLoginButton>,
    );
    const busy = screen.getByRole('button', { name: '카카오로 시작하기' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
