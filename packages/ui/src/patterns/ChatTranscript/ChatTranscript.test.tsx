import { act, fireEvent, render, screen, within } from '@testing-library/react';
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

/** Each row of the log 100 px below the one before it, as `fakeLayout` measures them. */
function fakeRowOffsets() {
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return Array.from(this.parentElement?.children ?? []).indexOf(this) * 100;
  });
}

const observed: { callback: IntersectionObserverCallback; root: Element | null | undefined }[] = [];
class FakeIntersectionObserver {
  private record: (typeof observed)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, root: options?.root as Element | null | undefined };
    observed.push(this.record);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    observed.splice(observed.indexOf(this.record), 1);
  }
  takeRecords() {
    return [];
  }
}

/** Older messages `earlier(n)`, keyed apart from `messages`. */
const earlier = (n: number) =>
  Array.from({ length: n }, (_, index) => <p key={`e${index}`}>{`이전 메시지 ${index + 1}`}</p>);

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

  describe('earlier messages', () => {
    beforeEach(() => {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      observed.length = 0;
    });

    it('asks for them from a button, then shows a spinner while they load', () => {
      const onLoadEarlier = vi.fn();
      const { rerender } = render(
        <ChatTranscript hasEarlier onLoadEarlier={onLoadEarlier}>
          {messages(3)}
        </ChatTranscript>,
      );
      fireEvent.click(screen.getByRole('button', { name: '이전 메시지 보기' }));
      expect(onLoadEarlier).toHaveBeenCalledOnce();

      rerender(
        <ChatTranscript hasEarlier onLoadEarlier={onLoadEarlier} loadingEarlier>
          {messages(3)}
        </ChatTranscript>,
      );
      const log = screen.getByRole('log');
      expect(log).toHaveAttribute('aria-busy', 'true');
      expect(within(log).getByRole('status')).toHaveTextContent('이전 메시지를 불러오는 중');
      expect(screen.queryByRole('button', { name: '이전 메시지 보기' })).toBeNull();
    });

    it('asks for them when the top comes into view, only after first showing the latest', () => {
      const onLoadEarlier = vi.fn();
      render(
        <ChatTranscript hasEarlier onLoadEarlier={onLoadEarlier}>
          {messages(5)}
        </ChatTranscript>,
      );
      const log = screen.getByRole('log');
      expect(observed).toHaveLength(0);
      act(() => {
        vi.advanceTimersByTime(50);
      });
      expect(observed).toHaveLength(1);
      expect(observed[0]!.root).toBe(log);
      act(() => {
        observed[0]!.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
      expect(onLoadEarlier).toHaveBeenCalledOnce();
    });

    it('offers nothing when there are none', () => {
      render(<ChatTranscript onLoadEarlier={() => {}}>{messages(3)}</ChatTranscript>);
      expect(screen.queryByRole('button', { name: '이전 메시지 보기' })).toBeNull();
    });

    it('keeps the message being read in place when older ones land above, with no jump button', () => {
      fakeRowOffsets();
      const props = { scrollDelayMs: 0, hasEarlier: true, onLoadEarlier: () => {} };
      const { rerender } = render(<ChatTranscript {...props}>{messages(5)}</ChatTranscript>);
      const log = screen.getByRole('log');
      fakeLayout(log);
      act(() => {
        vi.advanceTimersByTime(0);
      });
      // The reader goes up to the top; the row offering older messages sits above message 1.
      log.scrollTop = 0;
      fireEvent.scroll(log);

      rerender(<ChatTranscript {...props}>{[...earlier(3), ...messages(5)]}</ChatTranscript>);
      act(() => {
        vi.advanceTimersByTime(0);
      });
      // Message 1 moved down three rows; the view moved with it.
      expect(log.scrollTop).toBe(300);
      expect(screen.queryByRole('button', { name: /새 메시지/ })).toBeNull();
    });
  });
});
