import { render } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useExternalValue } from './useExternalValue';

/** A value outside React that changes and says so, as stored keys and the page's box do. */
function createSource(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

const onServer = () => 'server';

function Shown({ source, seen }: { source: ReturnType<typeof createSource>; seen: string[] }) {
  const value = useExternalValue(source.subscribe, source.read, onServer);
  seen.push(value);
  return <p>{value}</p>;
}

describe('useExternalValue', () => {
  it('reads the value at once in a render of the browser alone, and follows its changes', () => {
    const source = createSource('browser');
    const seen: string[] = [];
    const { container, unmount } = render(<Shown source={source} seen={seen} />);
    expect(seen[0]).toBe('browser');
    expect(seen).not.toContain('server');
    act(() => source.set('changed'));
    expect(container.textContent).toBe('changed');
    unmount();
    expect(source.listeners.size).toBe(0);
  });

  it("renders the server's value on the server", () => {
    expect(renderToString(<Shown source={createSource('browser')} seen={[]} />)).toBe(
      '<p>server</p>',
    );
  });

  it("hydrates with the server's value without a mismatch, then shows the browser's", async () => {
    const source = createSource('browser');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shown source={source} seen={[]} />);
    document.body.append(container);
    const seen: string[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Shown source={source} seen={seen} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe('server');
    expect(container.textContent).toBe('browser');
    act(() => source.set('changed'));
    expect(container.textContent).toBe('changed');
    container.remove();
  });

  it('catches up with a change made between its render and its subscription', async () => {
    const source = createSource('before');
    function ChangesWhileRendering() {
      const value = useExternalValue(source.subscribe, source.read, onServer);
      if (value === 'before') source.set('after'); // no listener yet: nobody is told
      return <p>{value}</p>;
    }
    const { container } = render(<ChangesWhileRendering />);
    await act(async () => {});
    expect(container.textContent).toBe('after');
  });
});
