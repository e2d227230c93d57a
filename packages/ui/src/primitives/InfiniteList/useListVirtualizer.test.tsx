import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useElementListVirtualizer, useWindowListVirtualizer } from './useListVirtualizer';

// The window virtualizer starts from a 0 px tall scroller and learns the window's 768 px when its
// layout effect takes the window over, while React commits: the change that is, or is not, deferred.
function Rows({ deferred, renders }: { deferred: boolean; renders: number[] }) {
  const virtualizer = useWindowListVirtualizer(
    { count: 100, estimateSize: () => 50, initialRect: { width: 375, height: 0 } },
    deferred,
  );
  const rows = virtualizer.getVirtualItems().length;
  renders.push(rows);
  return <p>{rows}</p>;
}

/** Runs `effect` as React commits, before its parent's layout effects: where a buyer scrolls. */
function WhileCommitting({ effect }: { effect: () => void }) {
  useLayoutEffect(effect);
  return null;
}

interface BoxRowsProps {
  box: HTMLElement;
  writes: number[];
  firstRows: number[];
  scrollWhileCommitting: () => void;
}

// Rows of 50 px in a 500 px box, which the virtualizer takes over as it commits its first render.
function BoxRows({ box, writes, firstRows, scrollWhileCommitting }: BoxRowsProps) {
  const virtualizer = useElementListVirtualizer(
    {
      count: 100,
      estimateSize: () => 50,
      overscan: 0,
      initialRect: { width: 375, height: 500 },
      getScrollElement: () => box,
      initialOffset: () => box.scrollTop,
      scrollToFn: (offset) => writes.push(offset),
    },
    false,
  );
  firstRows.push(virtualizer.getVirtualItems()[0]?.index ?? -1);
  return <WhileCommitting effect={scrollWhileCommitting} />;
}

describe('useListVirtualizer', () => {
  let container: HTMLDivElement;
  let root: Root;
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let wasActEnvironment: boolean | undefined;

  beforeEach(() => {
    // React's own scheduling is what is tested here, not act()'s flushing of it.
    wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    flushSync(() => root.unmount());
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });

  it('renders what it learns while React commits again before the commit ends', () => {
    const renders: number[] = [];
    flushSync(() => root.render(<Rows deferred={false} renders={renders} />));
    // The overscan alone, then the window's rows, both within the one synchronous commit.
    expect(renders).toHaveLength(2);
    expect(renders[1]).toBeGreaterThan(renders[0]!);
  });

  it('renders it as a transition after the commit while deferred', async () => {
    const renders: number[] = [];
    flushSync(() => root.render(<Rows deferred renders={renders} />));
    expect(renders).toHaveLength(1);
    await waitFor(() => expect(renders).toHaveLength(2));
    expect(renders[1]).toBeGreaterThan(renders[0]!);
    expect(container).toHaveTextContent(String(renders[1]));
  });

  it('takes its scroller over where the buyer scrolled it since its render, not where it was', () => {
    const box = document.createElement('div');
    Object.defineProperty(box, 'clientHeight', { value: 500 });
    const writes: number[] = [];
    const firstRows: number[] = [];
    const scrollWhileCommitting = () => {
      box.scrollTop = 2000;
    };
    flushSync(() =>
      root.render(
        <BoxRows
          box={box}
          writes={writes}
          firstRows={firstRows}
          scrollWhileCommitting={scrollWhileCommitting}
        />,
      ),
    );
    // Rendered at the top, the box scrolled to 2,000 px: kept there, and its rows rendered again.
    expect(firstRows[0]).toBe(0);
    expect(writes.every((offset) => offset === 2000)).toBe(true);
    expect(firstRows.at(-1)).toBe(2000 / 50);
  });
});
