import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, ToastViewport } from './Toast';
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

function setup(options: ToastOptions, providerDuration?: number) {
  render(
    <ToastProvider durationMs={providerDuration}>
      <Trigger {...options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '띄우기' }));
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the title, description and tone', () => {
    setup({ title: '신고를 접수했어요', description: '검토 후 알려 드릴게요.', tone: 'success' });
    const title = screen.getByText('신고를 접수했어요');
    expect(screen.getByText('검토 후 알려 드릴게요.')).toBeInTheDocument();
    expect(title.closest('[data-qm="toast"]')).toHaveAttribute('data-tone', 'success');
  });

  it('defaults to the info tone', () => {
    setup({ title: '알림 설정을 저장했어요' });
    expect(screen.getByText('알림 설정을 저장했어요').closest('[data-qm="toast"]')).toHaveAttribute(
      'data-tone',
      'info',
    );
  });

  it('closes from its 닫기 button', () => {
    setup({ title: '리뷰를 등록했어요' });
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByText('리뷰를 등록했어요')).toBeNull();
  });

  it('closes when the toast itself is clicked', () => {
    setup({ title: '리뷰를 등록했어요' });
    fireEvent.click(screen.getByText('리뷰를 등록했어요'));
    expect(screen.queryByText('리뷰를 등록했어요')).toBeNull();
  });

  it('goes away after 3 seconds by default', () => {
    setup({ title: '알림 설정을 저장했어요' });
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText('알림 설정을 저장했어요')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('알림 설정을 저장했어요')).toBeNull();
  });

  it('honours its own duration', () => {
    setup({ title: '회원 탈퇴 중 문제가 생겼어요', tone: 'error', durationMs: 6000 });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByText('회원 탈퇴 중 문제가 생겼어요')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2100);
    });
    expect(screen.queryByText('회원 탈퇴 중 문제가 생겼어요')).toBeNull();
  });

  it('queues several toasts and dismisses them all', () => {
    setup({ title: '알림' });
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

  it('shows toasts in a viewport the app places itself', () => {
    render(
      <ToastProvider viewport={false}>
        <Trigger title="저장했어요" />
        <section aria-label="알림 자리">
          <ToastViewport />
        </section>
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '띄우기' }));
    const place = screen.getByRole('region', { name: '알림 자리' });
    expect(within(place).getByText('저장했어요')).toBeInTheDocument();
  });
});
