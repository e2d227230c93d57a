import { describe, expect, it } from 'vitest';
import { isAllowedImageSource, isAllowedLinkTarget } from './html';

describe('rich text allow-list', () => {
  it('loads images over https or from /media/ only', () => {
    expect(isAllowedImageSource('https://cdn.example.com/a.png')).toBe(true);
    expect(isAllowedImageSource('/media/notices/a.png')).toBe(true);
    expect(isAllowedImageSource('http://example.com/a.png')).toBe(false);
    expect(isAllowedImageSource('//example.com/a.png')).toBe(false);
    expect(isAllowedImageSource('data:image/png;base64,AAAA')).toBe(false);
    expect(isAllowedImageSource('/mediafake/a.png')).toBe(false);
  });

  it('links to web pages and mail only', () => {
    expect(isAllowedLinkTarget('https://example.com')).toBe(true);
    expect(isAllowedLinkTarget('http://example.com')).toBe(true);
    expect(isAllowedLinkTarget('mailto:help@example.com')).toBe(true);
    expect(isAllowedLinkTarget('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkTarget('java\tscript:alert(1)')).toBe(false);
    expect(isAllowedLinkTarget('//example.com')).toBe(false);
  });
});
