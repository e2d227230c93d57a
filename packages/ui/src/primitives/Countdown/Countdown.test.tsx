import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

const start = new Date('2026-11-21T12:00:00+09:00').getTime();

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows mm:ss under an hour and names the time left', () => {
    render(<Countdown deadline={start + 300_000} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('05:00');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('04:59');
    expect(timer).toHaveAccessibleName('남은 시간 04분 59초');
    expect(timer).not.toHaveAttribute('aria-live');
  });

  it('shows hh:mm:ss for the 48-hour bidding window, from a string deadline', () => {
    render(<Countdown deadline={new Date(start + 48 * 3600_000).toISOString()} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('48:00:00');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('47:59:59');
    expect(timer).toHaveAccessibleName('남은 시간 47시간 59분 59초');
  });

  it('is computed from the clock, not by counting ticks', () => {
    render(<Countdown deadline={new Date(start + 3600_000)} />);
    vi.setSystemTime(start + 30 * 60_000);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('29:59');
  });

  it('shows 마감 at zero and calls onExpire once', () => {
    const onExpire = vi.fn();
    render(<Countdown deadline={start + 2000} onExpire={onExpire} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('마감');
    expect(timer).toHaveAccessibleName('마감');
    expect(timer).toHaveAttribute('data-state', 'expired');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('takes another expired label and an injected clock', () => {
    render(<Countdown deadline={start} now={() => start + 1} expiredLabel="입찰 마감" />);
    expect(screen.getByRole('timer')).toHaveTextContent('입찰 마감');
  });

  it('turns urgent under the threshold', () => {
    render(<Countdown deadline={start + 62_000} urgentBelowMs={60_000} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('data-tone', 'default');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(timer).toHaveAttribute('data-tone', 'urgent');
  });

  it('restarts from a new deadline after expiring', () => {
    const onExpire = vi.fn();
    const { rerender } = render(<Countdown deadline={start + 1000} onExpire={onExpire} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('마감');
    rerender(<Countdown deadline={start + 5000 + 60_000} onExpire={onExpire} />);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('can be urgent from the start', () => {
    render(<Countdown deadline={start + 600_000} tone="urgent" />);
    expect(screen.getByRole('timer')).toHaveAttribute('data-tone', 'urgent');
  });

  it('ticks every countdown of a list on one timer, as one render a second', () => {
    const renders = vi.fn();
    function Requests() {
      return [1, 2, 3].map((hours) => (
        <Countdown key={hours} deadline={start + hours * 3600_000} />
      ));
    }
    // Each countdown renders on its own; the profiler counts the commits of all three.
    const { unmount } = render(
      <Profiler id="list" onRender={renders}>
        <Requests />
      </Profiler>,
    );
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(vi.getTimerCount()).toBe(1);
    renders.mockClear();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(renders).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('timer').map((timer) => timer.textContent)).toEqual([
      '59:59',
      '01:59:59',
      '02:59:59',
    ]);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops its interval when unmounted', () => {
    const { unmount } = render(<Countdown deadline={start + 600_000} />);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("takes over a server's markup counted a few seconds earlier without a mismatch", async () => {
    const deadline = start + 48 * 3600_000;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Countdown deadline={deadline} now={() => start} />);
    document.body.append(container);
    const problems: unknown[] = [];
    vi.setSystemTime(start + 3_000);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Countdown deadline={deadline} />, {
        onRecoverableError: (error) => problems.push(error),
      });
    });
    expect(problems).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('47:59:56');
    act(() => root?.unmount());
    container.remove();
  });
});
