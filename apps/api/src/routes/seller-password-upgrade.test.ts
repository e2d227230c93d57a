import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerLogin } from '@quotemarket/contract';
import { sellers } from '../db/schema';
import { createSeller, sellerPassword } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { callEndpoint } from '../testing/call-endpoint';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const login = (email: string, password: string) =>
  callEndpoint(ctx, sellerLogin, { body: { email, password } });

/** A password hash as the first scheme stored it: scrypt N=2^14, r=8, p=1, 64 bytes. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 });
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const storedHash = async (id: number) =>
  (await ctx.database.db.select().from(sellers).where(eq(sellers.id, id)))[0]!.passwordHash;

const newDealer = async (passwordHash: string) =>
  (await createSeller(ctx, [1], { passwordHash })).seller;

describe('dealer passwords stored under the old scheme', () => {
  it('are refused when wrong and left as they were', async () => {
    const legacy = legacyScryptHash(sellerPassword);
    const dealer = await newDealer(legacy);
    expect((await login(dealer.email, 'not-it')).statusCode).toBe(401);
    expect(await storedHash(dealer.id)).toBe(legacy);
  });

  it('sign the dealer in and are stored again as argon2id at OWASP cost', async () => {
    const dealer = await newDealer(legacyScryptHash(sellerPassword));
    expect((await login(dealer.email, sellerPassword)).statusCode).toBe(200);
    const upgraded = await storedHash(dealer.id);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect((await login(dealer.email, sellerPassword)).statusCode).toBe(200);
    expect(await storedHash(dealer.id)).toBe(upgraded);
    expect((await login(dealer.email, 'not-it')).statusCode).toBe(401);
  });
});
