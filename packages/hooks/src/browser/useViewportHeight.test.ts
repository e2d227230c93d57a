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

const rootVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('useViewportHeight', () => {
  it('writes the height to --app-height and --vh and recomputes them on every resize', () => {
    const { win } = fakeWindow(812);
    renderHook(() => useViewportHeight(win));
    expect(rootVariable('--app-height')).toBe('812px');
    expect(rootVariable('--vh')).toBe('8.12px');
    act(() => {
      win.innerHeight = 667;
      win.dispatchEvent(new Event('resize'));
    });
    expect(rootVariable('--app-height')).toBe('667px');
    expect(rootVariable('--vh')).toBe('6.67px');
  });

  it('follows the visual viewport, which shrinks when the keyboard opens', () => {
    const { win, visualViewport } = fakeWindow(812, 812);
    const { unmount } = renderHook(() => useViewportHeight(win));
    act(() => {
      visualViewport!.height = 480;
      visualViewport!.dispatchEvent(new Event('resize'));
    });
    expect(rootVariable('--app-height')).toBe('480px');
    unmount();
    visualViewport!.height = 300;
    visualViewport!.dispatchEvent(new Event('resize'));
    expect(rootVariable('--app-height')).toBe('480px');
  });

  it('measures nothing while rendering, so a page rendered on the server renders there', () => {
    const { win } = fakeWindow(812);
    const measured = Object.defineProperty(win, 'innerHeight', {
      get: () => {
        throw new Error('measured while rendering');
      },
    });
    function Probe() {
      useViewportHeight(measured);
      return null;
    }
    expect(() => renderToString(createElement(Probe))).not.toThrow();
  });
});
