import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The name an authenticator app shows above the account's codes. */
const issuer = '견적마켓 운영';

function totpOf(secret: string, email = '') {
  // RFC 6238's defaults, the ones every authenticator app reads from the QR code.
  return new TOTP({
    issuer,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh shared secret: 160 bits, as RFC 4226 recommends, in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

const periodMs = 30_000;

/** The code an authenticator app shows at `at`. */
export function currentTotpCode(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/**
 * The code a login at `at` would take: the current one, or the next step's when the current one
 * was just used (the demo operators' login page fills this in, and several people share them).
 */
export function nextUnusedCode(secret: string, lastStep: number | null, at: Date): string {
  const current = Math.floor(at.getTime() / periodMs);
  const step = lastStep !== null && lastStep >= current ? lastStep + 1 : current;
  return totpOf(secret).generate({ timestamp: step * periodMs });
}

/**
 * The time step of a code that is right at `at` (one step either side, for clocks a little apart),
 * or null. A step at or before `lastStep` is refused: a code seen once is never taken again.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  at: Date,
  lastStep: number | null,
): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: at.getTime() }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/**
 * Recovery codes as people copy them: ten lower-case letters and digits in groups
 * (`k7f2-9xqa-3m`), about 50 bits each, without the look-alikes 0/o and 1/l.
 */
const recoveryAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => recoveryAlphabet[byte % 32]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}

/** A recovery code as typed (any case, with or without hyphens and spaces) in its stored form. */
export function normalizedRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Tokens and codes that are random enough not to need a slow hash (a 256-bit token, a 50-bit
 * recovery code behind the password and its own attempt limit) are stored as their SHA-256.
 */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A random token to give out once: only its hash is kept. */
export function newOpaqueToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}
