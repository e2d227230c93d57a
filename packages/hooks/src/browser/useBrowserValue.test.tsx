import { render, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useBrowserValue } from './useBrowserValue';

function Host() {
  const host = useBrowserValue(() => 'localhost', '');
  return <p>{host ? `호스트: ${host}` : '호스트 없음'}</p>;
}

describe('useBrowserValue', () => {
  it("reads the browser's value when the browser renders alone", () => {
    const { result } = renderHook(() => useBrowserValue(() => 42, 0));
    expect(result.current).toBe(42);
  });

  it("renders the server's value on the server", () => {
    expect(renderToString(<Host />)).toContain('호스트 없음');
  });

  it("hydrates the server's markup without a mismatch, then shows the browser's value", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Host />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Host />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('호스트: localhost');
    container.remove();
  });

  it('keeps a plain render working', () => {
    const { container } = render(<Host />);
    expect(container.textContent).toBe('호스트: localhost');
  });
});
