import { scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's Password Storage Cheat Sheet: argon2id, 19 MiB, 2 passes, 1 lane (the library's default algorithm). */
const argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** How every hash made today begins (PHC format): anything else is verified, then replaced. */
const currentHashPrefix = `$argon2id$v=19$m=${argon2Cost.memoryCost},t=${argon2Cost.timeCost},p=${argon2Cost.parallelism}$`;

/** An argon2id hash with a fresh 16-byte salt, in PHC format: `$argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>`. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, argon2Cost);
}

/**
 * Whether `secret` matches `stored`: an argon2 PHC hash, or the first scheme's
 * `scrypt$<salt>$<key>` (N=2^14, r=8, p=1, below today's advice; kept only to verify, so a dealer
 * signing in can be moved to argon2id).
 */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return verify(stored, secret).catch(() => false);
  if (stored.startsWith('scrypt$')) return verifyLegacyScrypt(secret, stored);
  return false;
}

/** Whether a hash that just verified should be replaced by one at today's cost. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(currentHashPrefix);
}

const legacyScrypt = { keyLength: 64, cost: { N: 16384, r: 8, p: 1 } } as const;

async function verifyLegacyScrypt(secret: string, stored: string): Promise<boolean> {
  const [, salt, key] = stored.split('$');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(
      secret,
      Buffer.from(salt, 'base64url'),
      legacyScrypt.keyLength,
      legacyScrypt.cost,
      (error, derived) => (error ? reject(error) : resolve(derived)),
    ),
  );
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
