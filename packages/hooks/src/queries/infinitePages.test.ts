import { describe, expect, it } from 'vitest';
import { listPageSize, nextPageNumber } from './infinitePages';

const fullPage = Array.from({ length: listPageSize }, (_, index) => index);

describe('nextPageNumber', () => {
  it('asks for the following page after a full page', () => {
    expect(nextPageNumber(fullPage, [fullPage])).toBe(2);
    expect(nextPageNumber(fullPage, [fullPage, fullPage])).toBe(3);
  });

  it('stops after a page shorter than the page size, including an empty one', () => {
    expect(nextPageNumber(fullPage.slice(1), [fullPage, fullPage.slice(1)])).toBeUndefined();
    expect(nextPageNumber([], [[]])).toBeUndefined();
  });

  it('honours a list with its own page size', () => {
    expect(nextPageNumber([1, 2, 3], [[1, 2, 3]], 3)).toBe(2);
    expect(nextPageNumber([1, 2], [[1, 2]], 3)).toBeUndefined();
  });
});
