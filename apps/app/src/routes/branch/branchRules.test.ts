import { describe, expect, it } from 'vitest';
import { inAppDeepLinkTarget, isSameOriginPath } from './branchRules';
import { hostileDeepLinkTargets } from './hostileTargets';

const origin = 'https://app.quotemarket.test';

describe('inAppDeepLinkTarget', () => {
  it.each([
    ['/store-information/3', '/store-information/3'],
    ['/notice-detail/2?from=push#top', '/notice-detail/2?from=push#top'],
    ['/', '/'],
    // Normalised as the browser would read it, still inside the app.
    ['/terms/../faq', '/faq'],
    ['/./faq', '/faq'],
    ['/%2F%2Fevil.test', '/%2F%2Fevil.test'],
  ])('follows the same-origin path %s to %s', (raw, expected) => {
    expect(inAppDeepLinkTarget(raw, origin)).toBe(expected);
  });

  it.each<readonly [string, string | null]>([
    ['nothing', null],
    ['an empty value', ''],
    ['the landing itself', '/branch?path=/faq'],
    ['the landing, reached by a dot segment', '/./branch?path=/faq'],
    ...hostileDeepLinkTargets,
  ])('refuses %s', (_, raw) => {
    expect(inAppDeepLinkTarget(raw, origin)).toBeNull();
  });

  it('answers only addresses that a browser reads as a path of the origin', () => {
    for (const [, raw] of hostileDeepLinkTargets) {
      const target = inAppDeepLinkTarget(raw, origin);
      if (target !== null) expect(new URL(target, origin).origin).toBe(origin);
    }
  });
});

describe('isSameOriginPath', () => {
  it.each(['/', '/faq', '/store-information/3?tab=review', '/%2F%2Fevil.test'])(
    'accepts %s',
    (address) => expect(isSameOriginPath(address)).toBe(true),
  );

  it.each(['', 'faq', '//evil.test', '/\\evil.test', '/\t/evil.test', 'https://evil.test'])(
    'refuses %s',
    (address) => expect(isSameOriginPath(address)).toBe(false),
  );
});
