import { render } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { subscribeToNothing } from './subscribeToNothing';
import { useExternalValue } from './useExternalValue';

const inTheBrowser = () => 'browser';
const onTheServer = () => 'server';

function Shown({ seen }: { seen: string[] }) {
  const value = useExternalValue(subscribeToNothing, inTheBrowser, onTheServer);
  seen.push(value);
  return <p>{value}</p>;
}

describe('useExternalValue (the kit)', () => {
  it("is the browser's value from the first render of a page the browser renders alone", () => {
    const seen: string[] = [];
    render(<Shown seen={seen} />);
    expect(seen).toEqual(['browser']);
  });

  it("is the server's value on the server and while hydrating, the browser's after", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shown seen={[]} />);
    expect(container.textContent).toBe('server');
    document.body.append(container);
    const seen: string[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Shown seen={seen} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe('server');
    expect(container.textContent).toBe('browser');
    container.remove();
  });
});
