import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatTranscript } from './ChatTranscript';

/** jsdom does no layout: give the log a fixed viewport and a height that grows with its messages. */
function fakeLayout(log: HTMLElement) {
  let scrollTop = 0;
  Object.defineProperties(log, {
    clientHeight: { configurable: true, get: () => 300 },
    scrollHeight: { configurable: true, get: () => log.children.length * 100 },
    scrollTop: {
      configurable: true,
      get: () => scrollTop,
      set: (value: number) => {
        scrollTop = Math.max(0, Math.min(value, log.children.length * 100 - 300));
      },
    },
  });
}

const messages = (n: number) =>
  Array.from({ length: n }, (_, index) => <p key={index}>{`메시지 ${index + 1}`}</p>);

describe('ChatTranscript', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a polite, named, focusable log', () => {
    render(<ChatTranscript>{messages(2)}</ChatTranscript>);
    const log = screen.getByRole('log', { name: '대화 내용' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('메시지 2')).toBeInTheDocument();
  });

  it('scrolls to a new message after the scroll delay', () => {
    const { rerender } = render(<ChatTranscript>{messages(5)}</ChatTranscript>);
    const log = screen.getByRole('log');
    fakeLayout(log);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(log.scrollTop).toBe(200);

    rerender(<ChatTranscript>{messages(6)}</ChatTranscript>);
    act(() => {
      vi.advanceTimersByTime(49);
    });
    expect(log.scrollTop).toBe(200);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(log.scrollTop).toBe(300);
    expect(screen.queryByRole('button', { name: /새 메시지/ })).toBeNull();
  });

  it('leaves a reader where they are and offers a jump to the new message', () => {
    const { rerender } = render(<ChatTranscript scrollDelayMs={0}>{messages(5)}</ChatTranscript>);
    const log = screen.getByRole('log');
    fakeLayout(log);
    act(() => {
      vi.advanceTimersByTime(0);
    });

    log.scrollTop = 0;
    fireEvent.scroll(log);
    rerender(<ChatTranscript scrollDelayMs={0}>{messages(6)}</ChatTranscript>);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(log.scrollTop).toBe(0);

    const jump = screen.getByRole('button', { name: /새 메시지/ });
    fireEvent.click(jump);
    expect(log.scrollTop).toBe(300);
    expect(log).toHaveFocus();
    expect(screen.queryByRole('button', { name: /새 메시지/ })).toBeNull();
  });

  it('keeps following when content grows under a scroll in flight (not a reader going back)', () => {
    const { rerender } = render(<ChatTranscript scrollDelayMs={0}>{messages(5)}</ChatTranscript>);
    const log = screen.getByRole('log');
    let extraHeight = 0;
    fakeLayout(log);
    Object.defineProperty(log, 'scrollHeight', {
      configurable: true,
      get: () => log.children.length * 100 + extraHeight,
    });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(log.scrollTop).toBe(200);

    // A web font lands: the messages grow, and the scroll event of the earlier scroll arrives
    // with the log no longer at its bottom, though the reader never moved.
    extraHeight = 150;
    fireEvent.scroll(log);
    rerender(<ChatTranscript scrollDelayMs={0}>{messages(6)}</ChatTranscript>);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(log.scrollTop).toBe(300);
    expect(screen.queryByRole('button', { name: /새 메시지/ })).toBeNull();
  });

  it('hides the jump button once the reader scrolls down by themselves', () => {
    const { rerender } = render(
      <ChatTranscript scrollDelayMs={0} jumpLabel="최근 메시지 보기">
        {messages(5)}
      </ChatTranscript>,
    );
    const log = screen.getByRole('log');
    fakeLayout(log);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    log.scrollTop = 0;
    fireEvent.scroll(log);
    rerender(
      <ChatTranscript scrollDelayMs={0} jumpLabel="최근 메시지 보기">
        {messages(6)}
      </ChatTranscript>,
    );
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByRole('button', { name: /최근 메시지 보기/ })).toBeInTheDocument();

    log.scrollTop = 300;
    fireEvent.scroll(log);
    expect(screen.queryByRole('button', { name: /최근 메시지 보기/ })).toBeNull();
  });
});
