import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The configured JWT secret, or (outside production) one generated once and kept in the data
 * directory, so tokens survive restarts without anyone having to invent a secret.
 */
export async function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not created yet
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** What a key derived from the app's one secret is for; each purpose gets a key of its own. */
export const keyPurposes = {
  jwt: 'quotemarket/jwt',
  pageSession: 'quotemarket/page-session',
  smsCode: 'quotemarket/sms-code',
  operatorChallenge: 'quotemarket/operator-challenge',
} as const;

export type KeyPurpose = (typeof keyPurposes)[keyof typeof keyPurposes];

/**
 * A 256-bit key for one purpose (HKDF-SHA-256, the purpose as its info), so a key exposed or
 * misused in one place (say, a code hash compared with a token signature) says nothing about another.
 */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', purpose, 32));
}
