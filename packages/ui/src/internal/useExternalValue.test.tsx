import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { subscribeToNothing } from './subscribeToNothing';
import { useExternalValue } from './useExternalValue';
import { hydrateServerMarkup } from '../testing/hydrateServerMarkup';

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
    expect(renderToString(<Shown seen={[]} />)).toBe('<p>server</p>');
    const seen: string[] = [];
    const page = await hydrateServerMarkup(<Shown seen={seen} />);
    expect(page.recoverableErrors).toEqual([]);
    // The server's render, then hydration's, then the browser's own value.
    expect(seen.slice(0, 2)).toEqual(['server', 'server']);
    expect(page.container.textContent).toBe('browser');
    page.unmount();
  });
});
