import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useViewportHeight, type ViewportWindow } from './useViewportHeight';

function fakeWindow(innerHeight: number, visualHeight?: number) {
  const visualViewport =
    visualHeight === undefined ? null : Object.assign(new EventTarget(), { height: visualHeight });
  const win = Object.assign(new EventTarget(), {
    innerHeight,
    visualViewport,
    document,
  }) satisfies ViewportWindow;
  return { win, visualViewport };
}

const rootVariable = () => document.documentElement.style.getPropertyValue('--app-height');

describe('useViewportHeight', () => {
  it('writes the height to --app-height and recomputes it on every resize', () => {
    const { win } = fakeWindow(812);
    const { result } = renderHook(() => useViewportHeight(win));
    expect(result.current).toBe(812);
    expect(rootVariable()).toBe('812px');
    act(() => {
      win.innerHeight = 667;
      win.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(667);
    expect(rootVariable()).toBe('667px');
  });

  it('follows the visual viewport, which shrinks when the keyboard opens', () => {
    const { win, visualViewport } = fakeWindow(812, 812);
    const { result, unmount } = renderHook(() => useViewportHeight(win));
    act(() => {
      visualViewport!.height = 480;
      visualViewport!.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(480);
    expect(rootVariable()).toBe('480px');
    unmount();
    visualViewport!.height = 300;
    visualViewport!.dispatchEvent(new Event('resize'));
    expect(rootVariable()).toBe('480px');
  });

  it('knows no height on the server, so the page rendered there leaves it to CSS', () => {
    const { win } = fakeWindow(812);
    let rendered: number | undefined | null = null;
    function Probe() {
      rendered = useViewportHeight(win);
      return null;
    }
    renderToString(createElement(Probe));
    expect(rendered).toBeUndefined();
  });
});
