import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { sectionOfPath } from './navigation';

describe('sectionOfPath', () => {
  it('puts the inbox and every request page under 견적 요청', () => {
    expect(sectionOfPath(paths.inbox())).toBe('inbox');
    expect(sectionOfPath(paths.request(12))).toBe('inbox');
  });

  it('finds each section by its first path segment', () => {
    expect(sectionOfPath(paths.bids())).toBe('bids');
    expect(sectionOfPath(paths.deals())).toBe('deals');
    expect(sectionOfPath(paths.reviews())).toBe('reviews');
    expect(sectionOfPath(paths.store())).toBe('store');
  });

  it('has no section for an unknown page', () => {
    expect(sectionOfPath('/nowhere')).toBeNull();
  });
});
