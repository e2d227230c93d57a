import { describe, expect, it } from 'vitest';
import {
  findableThings,
  notFoundMessage,
  notFoundTitle,
  type FindableThing,
} from './not-found-messages';

describe('not-found messages', () => {
  it('takes the object particle the word ends with', () => {
    expect(notFoundTitle('product')).toBe('상품을 찾을 수 없어요');
    expect(notFoundTitle('page')).toBe('페이지를 찾을 수 없어요');
    expect(notFoundTitle('review')).toBe('후기를 찾을 수 없어요');
    expect(notFoundTitle('quotation')).toBe('견적 요청을 찾을 수 없어요');
  });

  it('ends the API message with a period and the title without one', () => {
    for (const thing of Object.keys(findableThings) as FindableThing[]) {
      expect(notFoundMessage(thing)).toBe(`${notFoundTitle(thing)}.`);
      expect(notFoundTitle(thing)).not.toMatch(/\.$/);
    }
  });
});
