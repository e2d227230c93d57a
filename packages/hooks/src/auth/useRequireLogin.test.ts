import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAppStorage, renderHookWithStorage } from '@quotemarket/testing';
import { useRequireLogin } from './useRequireLogin';

describe('useRequireLogin', () => {
  it('sends a guest to /login and does not run the action', () => {
    const goToLogin = vi.fn();
    const action = vi.fn();
    const { result } = renderHookWithStorage(() => useRequireLogin(goToLogin));
    expect(result.current.isLoggedIn).toBe(false);
    let ran = true;
    act(() => {
      ran = result.current.requireLogin(action);
    });
    expect(ran).toBe(false);
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(action).not.toHaveBeenCalled();
  });

  it('runs the action for a buyer, and follows the token as it comes and goes', () => {
    const storage = createMemoryAppStorage();
    storage.write('token', 'jwt');
    const goToLogin = vi.fn();
    const action = vi.fn();
    const { result } = renderHookWithStorage(() => useRequireLogin(goToLogin), { storage });
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.requireLogin(action)).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
    expect(goToLogin).not.toHaveBeenCalled();

    act(() => storage.clearLocal());
    expect(result.current.isLoggedIn).toBe(false);
    result.current.requireLogin(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  it('reads the token when it is called, not when it was rendered', () => {
    // A page the server rendered for a guest hydrates as a guest's; the buyer's tap may come
    // before the render that follows the stored token.
    const storage = createMemoryAppStorage();
    const goToLogin = vi.fn();
    const action = vi.fn();
    const { result } = renderHookWithStorage(() => useRequireLogin(goToLogin), { storage });
    const renderedAsGuest = result.current.requireLogin;
    act(() => storage.write('token', 'jwt'));
    expect(renderedAsGuest(action)).toBe(true);
    expect(action).toHaveBeenCalledOnce();
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
