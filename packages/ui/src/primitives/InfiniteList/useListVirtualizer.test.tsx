import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useWindowListVirtualizer } from './useListVirtualizer';

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
});
