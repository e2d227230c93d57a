import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppStorage } from './appStorage';
import { createMemoryStorage } from './safeStorage';
import { useStoredValue } from './useStoredValue';

describe('useStoredValue', () => {
  it('renders the stored value and follows writes from anywhere', () => {
    const storage = createAppStorage({
      local: createMemoryStorage(),
      session: createMemoryStorage(),
    });
    const { result } = renderHook(() => useStoredValue(storage, 'token'));
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]('jwt-1'));
    expect(result.current[0]).toBe('jwt-1');
    act(() => storage.clearLocal());
    expect(result.current[0]).toBeNull();
  });

  it('keeps the same object between renders while the stored text is unchanged', () => {
    const storage = createAppStorage({
      local: createMemoryStorage(),
      session: createMemoryStorage(),
    });
    storage.write('termsConsent', ['PRIVACY', 'SERVICE']);
    const { result, rerender } = renderHook(() => useStoredValue(storage, 'termsConsent'));
    const first = result.current[0];
    rerender();
    expect(result.current[0]).toBe(first);
    expect(first).toEqual(['PRIVACY', 'SERVICE']);
  });

  it('removes the key when set to null', () => {
    const storage = createAppStorage({
      local: createMemoryStorage(),
      session: createMemoryStorage(),
    });
    const { result } = renderHook(() => useStoredValue(storage, 'productSort'));
    act(() => result.current[1]('view_count'));
    expect(result.current[0]).toBe('view_count');
    act(() => result.current[1](null));
    expect(result.current[0]).toBe('created_at');
    expect(storage.readRaw('productSort')).toBeNull();
  });
});
