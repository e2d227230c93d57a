import { describe, expect, it } from 'vitest';
import { isServerRenderedPath } from './serverRenderedPaths';

describe('the console pages the server renders', () => {
  it('are the inbox, at the mount with or without its slash', () => {
    expect(isServerRenderedPath('/seller/')).toBe(true);
    expect(isServerRenderedPath('/seller')).toBe(true);
  });

  it('are not the login nor the pages reached from the inbox', () => {
    for (const path of ['/seller/login', '/seller/bids', '/seller/requests/3', '/sellers/']) {
      expect(isServerRenderedPath(path), path).toBe(false);
    }
  });
});
