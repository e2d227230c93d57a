import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminErrorPage } from './AdminErrorPage';

function Broken(): never {
  throw new Error('render failed');
}

describe('AdminErrorPage', () => {
  it('says in Korean that something went wrong, and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <AdminErrorPage onRetry={onRetry} /> },
    ]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByText('문제가 생겼어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '대시보드로 가기' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
