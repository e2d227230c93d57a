import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAppStorage, renderHookWithStorage } from '../testing/renderWithStorage';
import { useRequireLogin } from './useRequireLogin';

describe('useRequireLogin', () => {
  it('sends a guest to /login and does not run the action', () => {
    const navigate = vi.fn();
    const action = vi.fn();
    const { result } = renderHookWithStorage(() => useRequireLogin(navigate));
    expect(result.current.isLoggedIn).toBe(false);
    let ran = true;
    act(() => {
      ran = result.current.requireLogin(action);
    });
    expect(ran).toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(action).not.toHaveBeenCalled();
  });

  it('runs the action for a buyer, and follows the token as it comes and goes', () => {
    const storage = createMemoryAppStorage();
    storage.write('token', 'jwt');
    const navigate = vi.fn();
    const action = vi.fn();
    const { result } = renderHookWithStorage(() => useRequireLogin(navigate), { storage });
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.requireLogin(action)).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();

    act(() => storage.clearLocal());
    expect(result.current.isLoggedIn).toBe(false);
    result.current.requireLogin(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
