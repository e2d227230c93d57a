import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './Toast';
import { useToast, type ToastOptions } from './useToast';

function Trigger(options: ToastOptions) {
  const { toast, dismiss } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast(options)}>
        띄우기
      </button>
      <button type="button" onClick={() => dismiss()}>
        모두 닫기
      </button>
    </>
  );
}

/** Raises a toast, and lets the provider take the toast layer it loads on the first one. */
async function raise() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '띄우기' }));
  });
}

async function setup(options: ToastOptions, providerDuration?: number) {
  render(
    <ToastProvider durationMs={providerDuration}>
      <Trigger {...options} />
    </ToastProvider>,
  );
  await raise();
}

describe('Toast', () => {
  // Loaded once, as a page's first toast loads it: a test's fake timers would hold a first load.
  beforeAll(async () => {
    await import('./ToastLayer');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the title, description and tone', async () => {
    await setup({
      title: '신고를 접수했어요',
      description: '검토 후 알려 드릴게요.',
      tone: 'success',
    });
    const title = screen.getByText('신고를 접수했어요');
    expect(screen.getByText('검토 후 알려 드릴게요.')).toBeInTheDocument();
    expect(title.closest('[data-qm="toast"]')).toHaveAttribute('data-tone', 'success');
  });

  it('defaults to the info tone', async () => {
    await setup({ title: '알림 설정을 저장했어요' });
    expect(screen.getByText('알림 설정을 저장했어요').closest('[data-qm="toast"]')).toHaveAttribute(
      'data-tone',
      'info',
    );
  });

  it('closes from its 닫기 button', async () => {
    await setup({ title: '리뷰를 등록했어요' });
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByText('리뷰를 등록했어요')).toBeNull();
  });

  it('closes when the toast itself is clicked', async () => {
    await setup({ title: '리뷰를 등록했어요' });
    fireEvent.click(screen.getByText('리뷰를 등록했어요'));
    expect(screen.queryByText('리뷰를 등록했어요')).toBeNull();
  });

  it('goes away after 3 seconds by default', async () => {
    await setup({ title: '알림 설정을 저장했어요' });
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText('알림 설정을 저장했어요')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('알림 설정을 저장했어요')).toBeNull();
  });

  it('honours its own duration', async () => {
    await setup({ title: '회원 탈퇴 중 문제가 생겼어요', tone: 'error', durationMs: 6000 });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByText('회원 탈퇴 중 문제가 생겼어요')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2100);
    });
    expect(screen.queryByText('회원 탈퇴 중 문제가 생겼어요')).toBeNull();
  });

  it('queues several toasts and dismisses them all', async () => {
    await setup({ title: '알림' });
    fireEvent.click(screen.getByRole('button', { name: '띄우기' }));
    expect(screen.getAllByText('알림', { selector: '[data-qm="toast"] *' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '모두 닫기' }));
    expect(screen.queryAllByText('알림', { selector: '[data-qm="toast"] *' })).toHaveLength(0);
  });

  it('says where the hook must be used', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger title="x" />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });

  it('draws no toast region until the first toast, then shows it in one reachable with F8', async () => {
    render(
      <ToastProvider>
        <Trigger title="저장했어요" />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    await raise();
    const region = screen.getByRole('region', { name: '알림 (F8)' });
    expect(region).toContainElement(screen.getByText('저장했어요'));
  });
});
