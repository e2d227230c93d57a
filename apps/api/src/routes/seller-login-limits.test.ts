import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerLogin, toApiUrl } from '@quotemarket/contract';
import { createSeller, sellerPassword } from '../testing/factories';
import { testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

const perAddress = { max: 3, windowMs: 15 * 60_000 };
const wrongCredentials = '이메일 또는 비밀번호가 올바르지 않아요.';
// The clock stands at 09:05, ten minutes before the quarter-hour window ends.
const at = new Date(testNow.getTime() + 5 * 60_000);
const tooManyAttempts = {
  status_code: 429,
  message: '로그인 시도가 너무 많아요. 10분 뒤에 다시 시도해 주세요.',
  data: null,
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    now: () => at,
    trustProxy: ['10.0.0.1'],
    settings: { rateLimits: { sellerLoginPerAddress: perAddress } },
  });
});
afterAll(() => ctx.close());

const login = (
  email: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: toApiUrl(sellerLogin.path),
    remoteAddress,
    headers,
    payload: { email, password },
  });

const newDealer = async (overrides = {}) => (await createSeller(ctx, [1], overrides)).seller;

describe('dealer logins per client address', () => {
  it('refuses an address after three misses across emails, even with a right password, saying when', async () => {
    const dealers = await Promise.all([newDealer(), newDealer(), newDealer(), newDealer()]);
    for (const dealer of dealers.slice(0, 3)) {
      const missed = await login(dealer.email, 'guess', '198.51.100.1');
      expect(missed.json().message).toBe(wrongCredentials);
    }
    const refused = await login(dealers[3]!.email, sellerPassword, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooManyAttempts);
    expect(refused.headers['retry-after']).toBe(String(10 * 60));
    // The same dealer from another address, and the first three emails' own counts, are fine.
    expect((await login(dealers[3]!.email, sellerPassword, '198.51.100.2')).statusCode).toBe(200);
    expect((await login(dealers[0]!.email, sellerPassword, '198.51.100.2')).statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    const dealer = await newDealer();
    for (let attempt = 0; attempt < perAddress.max + 2; attempt += 1) {
      expect((await login(dealer.email, sellerPassword, '198.51.100.3')).statusCode).toBe(200);
    }
    expect((await login(dealer.email, 'guess', '198.51.100.3')).statusCode).toBe(401);
  });

  it('lets no more parallel guesses through than the limit', async () => {
    const dealers = await Promise.all(Array.from({ length: 8 }, () => newDealer()));
    const statuses = await Promise.all(
      dealers.map((dealer) => login(dealer.email, 'guess', '198.51.100.4')),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 401)).toHaveLength(perAddress.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - perAddress.max);
  });

  it('is not dodged with a forged X-Forwarded-For, but counts the client a trusted proxy names', async () => {
    const dealer = await newDealer();
    for (let attempt = 0; attempt < perAddress.max; attempt += 1) {
      await login(dealer.email.replace('@', `+${attempt}@`), 'guess', '198.51.100.5', {
        'x-forwarded-for': `203.0.113.${attempt}`,
      });
    }
    const forged = await login(dealer.email, sellerPassword, '198.51.100.5', {
      'x-forwarded-for': '203.0.113.200',
    });
    expect(forged.statusCode).toBe(429);
    const viaProxy = await login(dealer.email, sellerPassword, '10.0.0.1', {
      'x-forwarded-for': '203.0.113.200',
    });
    expect(viaProxy.statusCode).toBe(200);
  });
});
