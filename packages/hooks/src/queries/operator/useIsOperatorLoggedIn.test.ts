import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorage } from '@quotemarket/testing';
import { operatorTokenKey } from './operatorSession';
import { useIsOperatorLoggedIn } from './useIsOperatorLoggedIn';

describe('useIsOperatorLoggedIn', () => {
  it('follows the operator’s token, whatever the buyer’s and the dealer’s', () => {
    const { result, storage } = renderHookWithStorage(useIsOperatorLoggedIn);
    act(() => {
      storage.write('token', 'buyer-token');
      storage.write('sellerToken', 'dealer-token');
    });
    expect(result.current).toBe(false);
    act(() => storage.write(operatorTokenKey, 'operator-token'));
    expect(result.current).toBe(true);
    act(() => storage.remove(operatorTokenKey));
    expect(result.current).toBe(false);
  });
});
