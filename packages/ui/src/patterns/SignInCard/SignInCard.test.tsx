import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignInCard } from './SignInCard';

describe('SignInCard', () => {
  it('is the page’s main landmark, headed by its title, with the step below', () => {
    render(
      <SignInCard title="운영 콘솔 로그인" titleId="login-title" description="이메일을 입력해요.">
        <form aria-labelledby="login-title">
          <button type="submit">다음</button>
        </form>
      </SignInCard>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-qm', 'sign-in-card');
    expect(screen.getByRole('heading', { level: 1, name: '운영 콘솔 로그인' })).toHaveAttribute(
      'id',
      'login-title',
    );
    expect(screen.getByRole('form', { name: '운영 콘솔 로그인' })).toBeInTheDocument();
    expect(screen.getByText('이메일을 입력해요.')).toBeInTheDocument();
  });

  it('takes the wide width for a step with more to show', () => {
    render(
      <SignInCard title="운영자 등록" width="wide">
        <p>QR 코드</p>
      </SignInCard>,
    );
    expect(screen.getByText('QR 코드').parentElement).toHaveAttribute('data-width', 'wide');
  });
});
