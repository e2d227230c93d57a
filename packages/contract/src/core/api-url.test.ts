import { describe, expect, it } from 'vitest';
import { fillPathParams, toApiUrl } from './api-url';

describe('toApiUrl', () => {
  it('serves /v2/ paths under /api/v2/', () => {
    expect(toApiUrl('/v2/products/12')).toBe('/api/v2/products/12');
  });

  it('serves every other path under /api/v1/', () => {
    expect(toApiUrl('/home/main-categories/list')).toBe('/api/v1/home/main-categories/list');
    expect(toApiUrl('/v2x/odd')).toBe('/api/v1/v2x/odd');
  });

  it('rejects a relative path', () => {
    expect(() => toApiUrl('home')).toThrow(/must start with/);
  });
});

describe('fillPathParams', () => {
  it('encodes each parameter', () => {
    expect(fillPathParams('/v2/products/:id/:name', { id: 3, name: 'a b/c' })).toBe(
      '/v2/products/3/a%20b%2Fc',
    );
  });

  it('throws on a missing parameter', () => {
    expect(() => fillPathParams('/notices/:id')).toThrow(/Missing path parameter "id"/);
  });
});
