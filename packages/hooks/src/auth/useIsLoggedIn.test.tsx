import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryAppStorage, renderHookWithStorage } from '@quotemarket/testing';
import { useIsLoggedIn } from './useIsLoggedIn';

describe('useIsLoggedIn', () => {
  it('follows the stored token', () => {
    const storage = createMemoryAppStorage();
    const { result } = renderHookWithStorage(() => useIsLoggedIn(), { storage });
    expect(result.current).toBe(false);
    act(() => storage.write('token', 'jwt'));
    expect(result.current).toBe(true);
    act(() => storage.clearLocal());
    expect(result.current).toBe(false);
  });
});
