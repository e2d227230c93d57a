import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAppStorage, renderHookWithStorage } from '@quotemarket/testing';
import { AppStorageProvider } from './AppStorageProvider';
import { useSettledStoredValue } from './useSettledStoredValue';

describe('useSettledStoredValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the stored value at once, and a change only once it has stopped changing', () => {
    const storage = createMemoryAppStorage();
    storage.write('searchTerm', '갤럭시');
    const { result } = renderHookWithStorage(() => useSettledStoredValue('searchTerm', 300), {
      storage,
    });
    expect(result.current).toBe('갤럭시');

    act(() => storage.write('searchTerm', '아'));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => storage.write('searchTerm', '아이'));
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBe('갤럭시');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('아이');

    act(() => storage.remove('searchTerm'));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current).toBe('');
  });

  it('does not render its component while the value is changing', () => {
    const storage = createMemoryAppStorage();
    const rendered: string[] = [];
    renderHookWithStorage(
      () => {
        const term = useSettledStoredValue('searchTerm', 300);
        rendered.push(term);
        return term;
      },
      { storage },
    );
    rendered.length = 0;
    act(() => {
      for (const text of ['S', 'S2', 'S26', 'S26 ', 'S26 U']) {
        storage.write('searchTerm', text);
        vi.advanceTimersByTime(100);
      }
    });
    expect(rendered).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(new Set(rendered)).toEqual(new Set(['S26 U']));
  });

  it('stops listening when its component unmounts', () => {
    const storage = createMemoryAppStorage();
    const { result, unmount } = renderHookWithStorage(
      () => useSettledStoredValue('searchTerm', 300),
      { storage },
    );
    act(() => storage.write('searchTerm', '아이폰'));
    unmount();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders the key’s fallback on the server, as the browser hydrates it', () => {
    const storage = createMemoryAppStorage();
    storage.write('searchTerm', '갤럭시');
    function SettledTerm() {
      return `[${useSettledStoredValue('searchTerm', 300)}]`;
    }
    expect(
      renderToString(
        <AppStorageProvider storage={storage}>
          <SettledTerm />
        </AppStorageProvider>,
      ),
    ).toBe('[]');
  });
});
