import { describe, expect, it } from 'vitest';
import { sellerLogin } from './account';

const result = {
  token: 'dealer-token',
  seller: {
    id: 7,
    email: 'owner@store.kr',
    storeName: '역삼 모바일',
    firstName: '지훈',
    imageUrl: null,
    phone: '01023456789',
    categories: [1, 2],
  },
};
const failedLogins = { count: 5, addressCount: 2, lastFailedAt: '2031-03-02T09:06:00.000Z' };

describe('the dealer login result', () => {
  it('reads an answer without wrong passwords to tell of, as before', () => {
    expect(sellerLogin.response.parse(result)).toEqual(result);
  });

  it('reads the wrong passwords given elsewhere since the last login', () => {
    expect(sellerLogin.response.parse({ ...result, failedLogins })).toEqual({
      ...result,
      failedLogins,
    });
  });

  it.each([
    ['no wrong password', { ...failedLogins, count: 0 }],
    ['no address', { ...failedLogins, addressCount: 0 }],
    ['a fraction', { ...failedLogins, count: 1.5 }],
    ['a time that is not ISO', { ...failedLogins, lastFailedAt: '2031.03.02 18:06' }],
  ])('refuses a notice with %s', (_, notice) => {
    expect(sellerLogin.response.safeParse({ ...result, failedLogins: notice }).success).toBe(false);
  });
});
