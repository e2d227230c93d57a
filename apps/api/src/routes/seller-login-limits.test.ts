import { afterEach, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEnvelope, sellerLogin } from '@quotemarket/contract';
import { defaultRateLimits } from '../domain/shared/rate-limits';
import { createSeller, sellerPassword } from '../testing/factories';
import { testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl } from '../testing/call-endpoint';

const perAddress = { max: 8, windowMs: 15 * 60_000 };
const { freeHits: freeFailures } = defaultRateLimits.sellerLoginPacePerEmail;
const wrongCredentials = '이메일 또는 비밀번호가 올바르지 않아요.';
// The clock stands at 09:05, ten minutes before the quarter-hour window ends; a test may move it.
const at = new Date(testNow.getTime() + 5 * 60_000);
let clock = at;
const waitSeconds = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const tooManyFromAddress = {
  status_code: 429,
  message: '이 네트워크에서 로그인 실패가 너무 많아요. 10분 뒤에 다시 시도해 주세요.',
  data: null,
};
const pacedMessage = (seconds: number) =>
  `여러 곳에서 이 이메일로 로그인에 실패하고 있어서 잠시 기다려야 해요. ${seconds}초 뒤에 다시 시도해 주세요.`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    now: () => clock,
    trustProxy: ['10.0.0.1'],
    settings: { rateLimits: { sellerLoginPerAddress: perAddress } },
  });
});
afterAll(() => ctx.close());
afterEach(() => {
  clock = at;
});

const login = (
  email: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: endpointUrl(sellerLogin),
    remoteAddress,
    headers,
    payload: { email, password },
  });

const newDealer = async (overrides = {}) => (await createSeller(ctx, [1], overrides)).seller;

/** `count` client addresses of their own: `${prefix}.1`, `${prefix}.2`, … */
const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}.${index + 1}`);

/** One wrong password from each address, one after the other. */
async function guessFrom(email: string, guessers: string[]) {
  for (const address of guessers) {
    expect((await login(email, 'guess', address)).json().message).toBe(wrongCredentials);
  }
}

describe('dealer logins per client address', () => {
  it('refuses an address after eight misses across emails, even with a right password, saying when', async () => {
    const dealers = await Promise.all(Array.from({ length: 9 }, () => newDealer()));
    for (const dealer of dealers.slice(0, 8)) {
      const missed = await login(dealer.email, 'guess', '198.51.100.1');
      expect(missed.json().message).toBe(wrongCredentials);
    }
    const refused = await login(dealers[8]!.email, sellerPassword, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooManyFromAddress);
    expect(refused.headers['retry-after']).toBe(String(10 * 60));
    // The same dealer from another address, and the first eight emails' own counts, are fine.
    expect((await login(dealers[8]!.email, sellerPassword, '198.51.100.2')).statusCode).toBe(200);
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
    const dealers = await Promise.all(Array.from({ length: 12 }, () => newDealer()));
    const statuses = await Promise.all(
      dealers.map((dealer) => login(dealer.email, 'guess', '198.51.100.4')),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 401)).toHaveLength(perAddress.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - perAddress.max);
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

describe('dealer logins per email and address', () => {
  it("refuses the guesser's address after five wrong passwords, and lets the dealer in from another", async () => {
    const dealer = await newDealer();
    await guessFrom(dealer.email, Array(5).fill('192.0.2.1'));
    const refused = await login(dealer.email, sellerPassword, '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status_code: 429,
      message: '이 이메일로 로그인에 5번 실패했어요. 10분 뒤에 다시 시도해 주세요.',
      data: null,
    });
    expect(refused.headers['retry-after']).toBe(String(10 * 60));

    // The dealer, from an address never used before, is not kept out by the guesser.
    expect((await login(dealer.email, sellerPassword, '192.0.2.2')).statusCode).toBe(200);
    // The guesser still is, for the rest of the window.
    expect((await login(dealer.email, sellerPassword, '192.0.2.1')).statusCode).toBe(429);
    waitSeconds(10 * 60);
    expect((await login(dealer.email, sellerPassword, '192.0.2.1')).statusCode).toBe(200);
  });
});

describe('dealer logins per email from many addresses', () => {
  it(`makes every try wait after ${freeFailures} wrong passwords from anywhere: seconds, doubling up to 30`, async () => {
    const dealer = await newDealer();
    await guessFrom(dealer.email, addresses('172.16.1', freeFailures));
    const guessers = addresses('172.16.2', 10);
    const waits: number[] = [];
    for (const address of guessers.slice(0, 6)) {
      const paced = await login(dealer.email, 'guess', address);
      expect(paced.statusCode).toBe(429);
      const seconds = Number(paced.headers['retry-after']);
      expect(paced.json().message).toBe(pacedMessage(seconds));
      waits.push(seconds);
      waitSeconds(seconds);
      expect((await login(dealer.email, 'guess', address)).statusCode).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16, 30, 30]);

    // The dealer at a new address waits as long as anyone, then gets in.
    const dealerAway = await login(dealer.email, sellerPassword, guessers[9]!);
    expect(dealerAway.statusCode).toBe(429);
    expect(dealerAway.headers['retry-after']).toBe('30');
    waitSeconds(30);
    expect((await login(dealer.email, sellerPassword, guessers[9]!)).statusCode).toBe(200);
  });

  it('lets the dealer in at once from an address they signed in from before', async () => {
    const dealer = await newDealer();
    expect((await login(dealer.email, sellerPassword, '172.16.3.1')).statusCode).toBe(200);
    await guessFrom(dealer.email, addresses('172.16.4', freeFailures));
    expect((await login(dealer.email, 'guess', '172.16.5.1')).statusCode).toBe(429);

    const atHome = await login(dealer.email, sellerPassword, '172.16.3.1');
    expect(atHome.statusCode).toBe(200);
    // Home is not made to wait for a wrong password either; only its own five count there.
    expect((await login(dealer.email, 'typo', '172.16.3.1')).statusCode).toBe(401);
  });

  it('counts no try it turns away, so knocking during the wait never locks the dealer out', async () => {
    const dealer = await newDealer();
    await guessFrom(dealer.email, addresses('172.16.6', freeFailures));
    for (let knock = 0; knock < perAddress.max + 2; knock += 1) {
      const paced = await login(dealer.email, sellerPassword, '172.16.7.1');
      expect(paced.statusCode).toBe(429);
      expect(paced.headers['retry-after']).toBe('2');
    }
    waitSeconds(2);
    expect((await login(dealer.email, sellerPassword, '172.16.7.1')).statusCode).toBe(200);
  });

  it('makes an email no dealer has wait alike', async () => {
    const dealer = await newDealer();
    const stranger = dealer.email.replace('@', '+nobody@');
    await guessFrom(dealer.email, addresses('172.16.8', freeFailures));
    await guessFrom(stranger, addresses('172.16.9', freeFailures));
    const forDealer = await login(dealer.email, 'guess', '172.16.10.1');
    const forStranger = await login(stranger, 'guess', '172.16.10.2');
    expect(forStranger.statusCode).toBe(429);
    expect(forStranger.json()).toEqual(forDealer.json());
    expect(forStranger.headers['retry-after']).toBe(forDealer.headers['retry-after']);
  });

  it(
    `lets exactly ${freeFailures} of a burst of parallel guesses from many addresses through`,
    { tags: ['race'] },
    async () => {
      const dealer = await newDealer();
      const responses = await Promise.all(
        addresses('172.16.11', 2 * freeFailures).map((address) =>
          login(dealer.email, 'guess', address),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(freeFailures);
      const paced = responses.filter((response) => response.statusCode === 429);
      expect(paced.map((response) => response.headers['retry-after'])).toEqual(
        Array(freeFailures).fill('2'),
      );
    },
  );
});

describe('the notice of wrong passwords', () => {
  const loggedIn = async (email: string, address: string) => {
    const response = await login(email, sellerPassword, address);
    expect(response.statusCode).toBe(200);
    return apiEnvelope(sellerLogin.response).parse(response.json()).data;
  };

  it('tells the dealer once, at the next login, of the wrong passwords given elsewhere', async () => {
    const dealer = await newDealer();
    expect((await loggedIn(dealer.email, '172.16.12.1')).failedLogins).toBeUndefined();
    await guessFrom(dealer.email, Array(3).fill('172.16.13.1'));
    waitSeconds(60);
    await guessFrom(dealer.email, Array(2).fill('172.16.13.2'));
    const lastGuess = clock.toISOString();
    waitSeconds(60);
    // The dealer's own slip at home is not news to them.
    await guessFrom(dealer.email, ['172.16.12.1']);

    const next = await loggedIn(dealer.email, '172.16.12.1');
    expect(next.failedLogins).toEqual({ count: 5, addressCount: 2, lastFailedAt: lastGuess });
    expect((await loggedIn(dealer.email, '172.16.12.1')).failedLogins).toBeUndefined();
    expect((await loggedIn(dealer.email, '172.16.13.9')).failedLogins).toBeUndefined();
  });

  it('tells of the guesses that made others wait, and none that were turned away', async () => {
    const dealer = await newDealer();
    expect((await loggedIn(dealer.email, '172.16.14.1')).failedLogins).toBeUndefined();
    await guessFrom(dealer.email, addresses('172.16.15', freeFailures));
    expect((await login(dealer.email, 'guess', '172.16.16.1')).statusCode).toBe(429);
    expect((await loggedIn(dealer.email, '172.16.14.1')).failedLogins).toEqual({
      count: freeFailures,
      addressCount: freeFailures,
      lastFailedAt: clock.toISOString(),
    });
  });
});
