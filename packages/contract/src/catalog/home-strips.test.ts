import { describe, expect, it } from 'vitest';
import { connectedBuyersShownFrom, showsConnectedBuyers } from './home-strips';

describe('the live counter of buyers online', () => {
  it('is left out while the count would look like an empty shop', () => {
    expect(showsConnectedBuyers(undefined)).toBe(false);
    expect(showsConnectedBuyers(0)).toBe(false);
    expect(showsConnectedBuyers(1)).toBe(false);
    expect(showsConnectedBuyers(connectedBuyersShownFrom - 1)).toBe(false);
  });

  it('is shown from the threshold up', () => {
    expect(showsConnectedBuyers(connectedBuyersShownFrom)).toBe(true);
    expect(showsConnectedBuyers(1234)).toBe(true);
  });
});
