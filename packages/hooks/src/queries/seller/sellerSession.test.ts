import { describe, expect, it } from 'vitest';
import { sellerIdOfToken } from './sellerSession';

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (claims: unknown) => `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.sig`;

describe('sellerIdOfToken', () => {
  it("reads the store a dealer's token was issued for", () => {
    expect(sellerIdOfToken(tokenWith({ typ: 'seller', sub: '42', exp: 1 }))).toBe(42);
  });

  it("names no store for a buyer's token, no token or one that is not a JWT", () => {
    expect(sellerIdOfToken(tokenWith({ typ: 'buyer', sub: '42' }))).toBeNull();
    expect(sellerIdOfToken(tokenWith({ typ: 'seller', sub: 'x' }))).toBeNull();
    expect(sellerIdOfToken(null)).toBeNull();
    expect(sellerIdOfToken('not-a-token')).toBeNull();
    expect(sellerIdOfToken('a.%%%.c')).toBeNull();
  });
});
