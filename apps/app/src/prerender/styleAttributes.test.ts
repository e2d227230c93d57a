import { describe, expect, it } from 'vitest';
import { styleAttributesOf } from './renderPage';

describe('styleAttributesOf', () => {
  it('lists each style attribute once, as the browser reads it', () => {
    const markup = [
      '<span style="--star-fill:100%"></span>',
      '<span style="--star-fill:100%"></span>',
      '<div role="region" style="pointer-events:none"></div>',
      '<p data-style="x">style="not an attribute"</p>',
      '<i style="font-family:&quot;Pretendard&quot;, sans-serif"></i>',
    ].join('');
    expect(styleAttributesOf(markup)).toEqual([
      '--star-fill:100%',
      'pointer-events:none',
      'font-family:"Pretendard", sans-serif',
    ]);
  });
});
