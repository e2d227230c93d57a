import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, needsRehash, verifySecret } from './passwords';

/** The first scheme's format: scrypt N=2^14, r=8, p=1, 64-byte key. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 });
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

describe('password hashes', () => {
  it('are argon2id at OWASP cost, in PHC format, salted afresh each time', async () => {
    const [first, second] = await Promise.all([
      hashSecret('비밀번호-1234'),
      hashSecret('비밀번호-1234'),
    ]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifySecret('비밀번호-1234', first)).toBe(true);
    expect(await verifySecret('비밀번호-1235', first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('of the old scrypt scheme still verify, and ask to be replaced', async () => {
    const legacy = legacyScryptHash('dealer-password');
    expect(await verifySecret('dealer-password', legacy)).toBe(true);
    expect(await verifySecret('dealer-passwore', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('at a lower argon2 cost ask to be replaced', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaA')).toBe(true);
  });

  it('that are damaged or unknown match nothing', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$',
      '$argon2id$v=19$m=19456,t=2,p=1$broken',
      'md5$x$y',
    ]) {
      expect(await verifySecret('anything', stored)).toBe(false);
    }
  });
});
