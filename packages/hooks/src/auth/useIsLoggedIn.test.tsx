import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppStorage } from '../storage/appStorage';
import { createMemoryStorage } from '../storage/safeStorage';
import { useIsLoggedIn } from './useIsLoggedIn';

describe('useIsLoggedIn', () => {
  it('follows the stored token', () => {
    const storage = createAppStorage({
      local: createMemoryStorage(),
      session: createMemoryStorage(),
    });
    const { result } = renderHook(() => useIsLoggedIn(storage));
    expect(result.current).toBe(false);
    act(() => storage.write('token', 'jwt'));
    expect(result.current).toBe(true);
    act(() => storage.clearLocal());
    expect(result.current).toBe(false);
  });
});
