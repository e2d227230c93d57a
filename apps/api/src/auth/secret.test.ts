import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, requestPhoneVerification } from '@quotemarket/contract';
import { phoneVerifications } from '../db/schema';
import { hashVerificationCode } from '../domain/accounts/phone-verification';
import { createBuyer } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { deriveKey, keyPurposes } from './secret';
import { callEndpoint } from '../testing/call-endpoint';

const secret = 'a-secret-of-at-least-thirty-two-characters';

describe('keys derived from the one secret', () => {
  it('differ by purpose, from each other and from the secret, and are stable', () => {
    const jwt = deriveKey(secret, keyPurposes.jwt);
    const smsCode = deriveKey(secret, keyPurposes.smsCode);
    expect(jwt).toHaveLength(32);
    expect(smsCode).toHaveLength(32);
    expect(jwt.equals(smsCode)).toBe(false);
    expect(jwt.equals(Buffer.from(secret).subarray(0, 32))).toBe(false);
    expect(deriveKey(secret, keyPurposes.jwt).equals(jwt)).toBe(true);
    expect(deriveKey(`${secret}!`, keyPurposes.jwt).equals(jwt)).toBe(false);
  });
});

describe('the app with its secret', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, jwtSecret: secret });
  });
  afterAll(() => ctx.close());

  it('hashes verification codes with the code key: the token key cannot check one', async () => {
    const buyer = await createBuyer(ctx, { phone: null, phoneVerifiedAt: null });
    await callEndpoint(ctx, requestPhoneVerification, {
      headers: buyer.headers,
      body: { target: 'PHONE', payload: '01055550101' },
    });
    const code = ctx.app.deps.smsOutbox!.outbox('01055550101')[0]!.code;
    const [row] = await ctx.database.db
      .select({ codeHash: phoneVerifications.codeHash })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, buyer.user.id));
    const withKey = (key: Uint8Array) => hashVerificationCode(key, buyer.user.id, code);
    expect(row!.codeHash).toBe(withKey(deriveKey(secret, keyPurposes.smsCode)));
    expect(row!.codeHash).not.toBe(withKey(deriveKey(secret, keyPurposes.jwt)));
    expect(row!.codeHash).not.toBe(withKey(Buffer.from(secret)));
  });

  it('refuses a token signed with the bare secret, as tokens were before the keys were split', async () => {
    const buyer = await createBuyer(ctx);
    const sessionId = (await ctx.app.deps.tokens.readClaims(buyer.token)).sessionId;
    const bareKeyToken = await new SignJWT({ typ: 'buyer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(buyer.user.id))
      .setJti(sessionId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    const profile = (authorization: string) =>
      callEndpoint(ctx, getProfile, { headers: { authorization } });
    expect((await profile(`Bearer ${buyer.token}`)).statusCode).toBe(200);
    expect((await profile(`Bearer ${bareKeyToken}`)).statusCode).toBe(401);
  });
});
