import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './Toast';
import { useToast } from './useToast';

// The toast layer is loaded with the first toast. Here its first load fails, as it does when the
// network is gone, and the second succeeds.
let loads = 0;
vi.mock('./ToastLayer', async (importOriginal) => {
  loads += 1;
  if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

function Trigger() {
  const { toast } = useToast();
  const [raised, setRaised] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        toast({ title: raised === 0 ? '처음 띄운 알림' : '다음 알림' });
        setRaised(raised + 1);
      }}
    >
      띄우기
    </button>
  );
}

describe('ToastProvider, when the toast layer cannot load', () => {
  it('keeps the toast and tries again with the next one, then shows both', async () => {
    render(
      <ToastProvider durationMs={60_000}>
        <Trigger />
      </ToastProvider>,
    );
    const raise = () => fireEvent.click(screen.getByRole('button', { name: '띄우기' }));

    raise();
    await vi.waitFor(() => expect(loads).toBe(1));
    await act(async () => {});
    expect(screen.queryByRole('region')).toBeNull();

    raise();
    expect(await screen.findByText('처음 띄운 알림')).toBeInTheDocument();
    expect(screen.getByText('다음 알림')).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
