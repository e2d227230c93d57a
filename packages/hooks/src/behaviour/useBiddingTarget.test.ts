import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryAppStorage, renderHookWithStorage } from '../testing/renderWithStorage';
import { biddingWizardPath, useBiddingTarget } from './useBiddingTarget';

describe('biddingWizardPath', () => {
  it.each([
    ['Mobile Phones', 1, '/bidding-page/1/Mobile%20Phones/12'],
    ['Internet', 2, '/bidding-page-internet/2/Internet/12'],
    ['Water Purifier', 3, '/bidding-page-water-purifier/3/Water%20Purifier/12'],
    ['Home Appliances', 7, '/bidding-page-home-appliances/7/Home%20Appliances/12'],
    ['Health', 8, '/bidding-page-health/8/Health/12'],
  ])('sends %s to its wizard', (categoryNameEn, categoryId, path) => {
    expect(biddingWizardPath({ categoryNameEn, categoryId, itemId: 12 })).toBe(path);
  });

  it('resolves an unknown name by the category id, and gives up without either', () => {
    expect(biddingWizardPath({ categoryNameEn: 'Health/Beauty', categoryId: 8, itemId: 5 })).toBe(
      '/bidding-page-health/8/Health/5',
    );
    expect(biddingWizardPath({ categoryNameEn: 'Drones', categoryId: 99, itemId: 5 })).toBeNull();
  });
});

describe('useBiddingTarget', () => {
  it('saves the target under biddingTarget, resolves its wizard and clears it', () => {
    const storage = createMemoryAppStorage();
    const { result } = renderHookWithStorage(() => useBiddingTarget(), { storage });
    expect(result.current).toMatchObject({ target: null, wizardPath: null });

    const target = { categoryNameEn: 'Water Purifier', categoryId: 3, itemId: 40, VmpFlag: true };
    act(() => result.current.saveTarget(target));
    expect(storage.read('biddingTarget')).toEqual(target);
    expect(result.current.wizardPath).toBe('/bidding-page-water-purifier/3/Water%20Purifier/40');

    act(() => result.current.clearTarget());
    expect(storage.read('biddingTarget')).toBeNull();
    expect(result.current.wizardPath).toBeNull();
  });
});
