import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryAppStorage, renderHookWithStorage } from '@quotemarket/testing';
import { useBiddingTarget } from './useBiddingTarget';

describe('useBiddingTarget', () => {
  it('saves the target under biddingTarget, reads it back and clears it', () => {
    const storage = createMemoryAppStorage();
    const { result } = renderHookWithStorage(() => useBiddingTarget(), { storage });
    expect(result.current.target).toBeNull();

    const target = { categoryNameEn: 'Water Purifier', categoryId: 3, itemId: 40, VmpFlag: true };
    act(() => result.current.saveTarget(target));
    expect(storage.read('biddingTarget')).toEqual(target);
    expect(result.current.target).toEqual(target);

    act(() => result.current.clearTarget());
    expect(storage.read('biddingTarget')).toBeNull();
    expect(result.current.target).toBeNull();
  });
});
