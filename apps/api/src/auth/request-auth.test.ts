import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { getProfile, getSellerProfile, type Endpoint } from '@quotemarket/contract';
import { createBuyer, createSeller } from '../testing/factories';
import { createTestApp } from '../testing/test-app';
import { authMessages } from './request-auth';
import { deriveKey, keyPurposes } from './secret';
import { endpointUrl } from '../testing/call-endpoint';

/*
 * A token names its session and the account it was issued to. Signed with the app's own key (as a
 * leaked key, or a bug in issuing, would sign it), a token that names a session of another account
 * or another kind of account is refused, whether or not that session was read just before.
 */

const secret = randomBytes(32).toString('base64url');
const ctx = await createTestApp({ seed: false, jwtSecret: secret });
afterAll(() => ctx.close());

/** A token with the app's real signature, claiming what the test says. */
function forgeToken(claims: { typ: 'buyer' | 'seller'; accountId: number; sessionId: string }) {
  return new SignJWT({ typ: claims.typ })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.accountId))
    .setJti(claims.sessionId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(deriveKey(secret, keyPurposes.jwt));
}

const sessionOf = async (token: string) => (await ctx.app.deps.tokens.readClaims(token)).sessionId;

const call = (endpoint: Endpoint, token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: endpointUrl(endpoint),
    headers: { authorization: `Bearer ${token}` },
  });

const expired = { status_code: 401, message: authMessages.expired, data: null };

describe.each([
  ['not read yet', false],
  ['just read for its own token', true],
])('a token naming a session %s', (_case, readFirst) => {
  it("is refused as a buyer's when the session is a dealer's", async () => {
    const dealer = await createSeller(ctx, []);
    if (readFirst) expect((await call(getSellerProfile, dealer.token)).statusCode).toBe(200);
    const forged = await forgeToken({
      typ: 'buyer',
      accountId: dealer.seller.id,
      sessionId: await sessionOf(dealer.token),
    });
    expect((await call(getProfile, forged)).json()).toEqual(expired);
  });

  it("is refused as a dealer's when the session is a buyer's", async () => {
    const buyer = await createBuyer(ctx);
    if (readFirst) expect((await call(getProfile, buyer.token)).statusCode).toBe(200);
    const forged = await forgeToken({
      typ: 'seller',
      accountId: buyer.user.id,
      sessionId: await sessionOf(buyer.token),
    });
    expect((await call(getSellerProfile, forged)).json()).toEqual(expired);
  });

  it("is refused when the session is another dealer's", async () => {
    const dealer = await createSeller(ctx, []);
    const other = await createSeller(ctx, []);
    if (readFirst) expect((await call(getSellerProfile, dealer.token)).statusCode).toBe(200);
    const forged = await forgeToken({
      typ: 'seller',
      accountId: other.seller.id,
      sessionId: await sessionOf(dealer.token),
    });
    expect((await call(getSellerProfile, forged)).json()).toEqual(expired);
  });
});
