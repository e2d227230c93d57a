import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createMemoryAppStorage, renderHookWithStorage } from '@quotemarket/testing';
import type { AppStorage } from './appStorage';
import { AppStorageProvider } from './AppStorageProvider';
import { useStoredValue } from './useStoredValue';

function StoredValues() {
  const [token] = useStoredValue('token');
  const [sort] = useStoredValue('productSort');
  return `${token === null ? 'guest' : 'signed in'} ${sort}`;
}

/** What the server renders, and what the browser hydrates with (the server snapshot). */
const serverRenderWith = (storage: AppStorage) =>
  renderToString(
    <AppStorageProvider storage={storage}>
      <StoredValues />
    </AppStorageProvider>,
  );

describe('useStoredValue', () => {
  it('renders the stored value and follows writes from anywhere', () => {
    const storage = createMemoryAppStorage();
    const { result } = renderHookWithStorage(() => useStoredValue('token'), { storage });
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]('jwt-1'));
    expect(result.current[0]).toBe('jwt-1');
    act(() => storage.clearLocal());
    expect(result.current[0]).toBeNull();
  });

  it('keeps the same object between renders while the stored text is unchanged', () => {
    const storage = createMemoryAppStorage();
    storage.write('termsConsent', ['PRIVACY', 'SERVICE']);
    const { result, rerender } = renderHookWithStorage(() => useStoredValue('termsConsent'), {
      storage,
    });
    const first = result.current[0];
    rerender();
    expect(result.current[0]).toBe(first);
    expect(first).toEqual(['PRIVACY', 'SERVICE']);
  });

  it('removes the key when set to null', () => {
    const storage = createMemoryAppStorage();
    const { result } = renderHookWithStorage(() => useStoredValue('productSort'), { storage });
    act(() => result.current[1]('view_count'));
    expect(result.current[0]).toBe('view_count');
    act(() => result.current[1](null));
    expect(result.current[0]).toBe('created_at');
    expect(storage.readRaw('productSort')).toBeNull();
  });

  it("renders the fallbacks on the server, and the buyer's session too once it is shared with it", () => {
    const storage = createMemoryAppStorage();
    storage.write('token', 'jwt-1');
    storage.write('productSort', 'view_count');
    expect(serverRenderWith(storage)).toBe('guest created_at');
    storage.shareSessionWithServer('buyer');
    // Only the session: the rest of what is stored stays the browser's own.
    expect(serverRenderWith(storage)).toBe('signed in created_at');
  });

  it("shares a dealer's session, and only the dealer's, for a console page rendered for them", () => {
    const storage = createMemoryAppStorage();
    storage.write('token', 'buyer-jwt');
    storage.write('sellerToken', 'dealer-jwt');
    storage.shareSessionWithServer('dealer');
    expect(storage.readServerRaw('sellerToken')).toBe(JSON.stringify('dealer-jwt'));
    expect(storage.readServerRaw('token')).toBeNull();
    expect(serverRenderWith(storage)).toBe('guest created_at');
  });
});
