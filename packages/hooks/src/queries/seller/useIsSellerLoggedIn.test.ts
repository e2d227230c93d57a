import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryAppStorage, renderHookWithStorage } from '@quotemarket/testing';
import { useIsSellerLoggedIn } from './useIsSellerLoggedIn';

describe('useIsSellerLoggedIn', () => {
  it('follows the dealer’s token, not the buyer’s', () => {
    const storage = createMemoryAppStorage();
    const { result } = renderHookWithStorage(useIsSellerLoggedIn, { storage });
    act(() => storage.write('token', 'buyer-token'));
    expect(result.current).toBe(false);
    act(() => storage.write('sellerToken', 'dealer-token'));
    expect(result.current).toBe(true);
    act(() => storage.clearLocal());
    expect(result.current).toBe(true);
    act(() => storage.remove('sellerToken'));
    expect(result.current).toBe(false);
  });
});
