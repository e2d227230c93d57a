import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from './ErrorFallback';

describe('ErrorFallback', () => {
  it('alerts with the default Korean apology', () => {
    render(<ErrorFallback />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('문제가 생겼어요');
    expect(alert).toHaveTextContent(
      '서비스 이용에 불편을 드려 죄송해요. 잠시 후 다시 시도해 주세요.',
    );
    expect(screen.getByRole('heading', { name: '문제가 생겼어요' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('retries from a click and from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorFallback onRetry={onRetry} />);
    const retry = screen.getByRole('button', { name: '다시 시도' });
    await user.click(retry);
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('links home', () => {
    render(<ErrorFallback homeHref="/" title="페이지를 찾을 수 없어요" />);
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('alert')).toHaveTextContent('페이지를 찾을 수 없어요');
  });
});
