import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const slides = [
  <p key="1">원하는 상품의 최저가 견적을 받아 보세요</p>,
  <p key="2">제휴 매장이 견적을 보내요</p>,
];

describe('Carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a carousel region with labelled slides', () => {
    render(<Carousel slides={slides} />);
    const region = screen.getByRole('region', { name: '서비스 안내' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(2);
    expect(groups[0]).toHaveAccessibleName('1 / 2');
    expect(groups[1]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('moves with the pagination dots and marks the current one', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Carousel slides={slides} onIndexChange={onIndexChange} />);
    const first = screen.getByRole('button', { name: '1번째 안내로 이동' });
    const second = screen.getByRole('button', { name: '2번째 안내로 이동' });
    expect(first).toHaveAttribute('aria-current', 'true');
    await user.click(second);
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
  });

  it('keeps the chosen slide while the smooth scroll to it still reads the one it leaves', async () => {
    const user = userEvent.setup();
    render(<Carousel slides={slides} />);
    const viewport = document.querySelector<HTMLElement>('[data-part="viewport"]')!;
    Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: 300 });
    let left = 0;
    Object.defineProperty(viewport, 'scrollLeft', { configurable: true, get: () => left });
    const second = screen.getByRole('button', { name: '2번째 안내로 이동' });
    await user.click(second);
    // Chromium's first scroll events of a smooth scroll, still near the first slide.
    for (const step of [2, 40, 140]) {
      left = step;
      fireEvent.scroll(viewport);
    }
    expect(second).toHaveAttribute('aria-current', 'true');
    left = 300;
    fireEvent.scroll(viewport);
    // Arrived: a swipe back is followed again.
    fireEvent.pointerDown(viewport);
    left = 10;
    fireEvent.scroll(viewport);
    expect(screen.getByRole('button', { name: '1번째 안내로 이동' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('moves with the arrow keys when focused, wrapping around', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Carousel slides={slides} onIndexChange={onIndexChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('does not advance by itself unless autoplay is set', () => {
    vi.useFakeTimers();
    const onIndexChange = vi.fn();
    const { unmount } = render(<Carousel slides={slides} onIndexChange={onIndexChange} />);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(onIndexChange).not.toHaveBeenCalled();
    unmount();
    render(<Carousel slides={slides} autoplay={3000} onIndexChange={onIndexChange} />);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('stops autoplay with its pause button', () => {
    vi.useFakeTimers();
    const onIndexChange = vi.fn();
    render(<Carousel slides={slides} autoplay={3000} onIndexChange={onIndexChange} />);
    const pause = screen.getByRole('button', { name: '자동 넘김 멈추기' });
    fireEvent.click(pause);
    fireEvent.blur(pause);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onIndexChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '자동 넘김 시작' })).toBeInTheDocument();
  });
});
