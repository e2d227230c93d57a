import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element clamped to `lines` lines hides text. While clamped, it compares the full and
 * the visible height; while expanded (e.g. opened by default), it compares the height with
 * `lines` line boxes, so the '접기' button still shows. Measured again when the width changes.
 */
export function useClampOverflow(
  ref: RefObject<HTMLElement | null>,
  clamped: boolean,
  lines: number,
  content: unknown,
): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (clamped) {
        setOverflowing(element.scrollHeight > element.clientHeight + 1);
        return;
      }
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      // Without a computed line height (no layout engine), keep the last answer.
      if (Number.isFinite(lineHeight) && lineHeight > 0) {
        setOverflowing(element.scrollHeight > lineHeight * lines + 1);
      }
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, clamped, lines, content]);
  return overflowing;
}
