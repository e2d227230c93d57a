import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  acceptedTotpStep,
  currentTotpCode,
  newRecoveryCode,
  newTotpSecret,
  normalizedRecoveryCode,
  otpauthUri,
  qrCodeSvg,
} from './second-factor';

const at = new Date('2026-12-06T09:00:10Z');

describe('the second factor', () => {
  it('takes the code an authenticator app shows, once, and not a stale or wrong one', () => {
    const secret = newTotpSecret();
    const app = new TOTP({ secret: Secret.fromBase32(secret) });
    const code = app.generate({ timestamp: at.getTime() });
    const step = acceptedTotpStep(secret, code, at, null);
    expect(step).toBe(Math.floor(at.getTime() / 30_000));
    expect(acceptedTotpStep(secret, code, at, step)).toBeNull();
    const twoMinutesLate = new Date(at.getTime() + 120_000);
    expect(acceptedTotpStep(secret, code, twoMinutesLate, null)).toBeNull();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(acceptedTotpStep(secret, wrong, at, null)).toBeNull();
  });

  it('accepts the previous step for a phone whose clock is a little behind', () => {
    const secret = newTotpSecret();
    const previous = currentTotpCode(secret, new Date(at.getTime() - 30_000));
    expect(acceptedTotpStep(secret, previous, at, null)).toBe(
      Math.floor(at.getTime() / 30_000) - 1,
    );
  });

  it('offers the secret as an otpauth URI and its QR code', async () => {
    const secret = newTotpSecret();
    const uri = otpauthUri(secret, 'kim@quotemarket.kr');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(await qrCodeSvg(uri)).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
  });

  it('makes distinct recovery codes that read the same however they are typed', () => {
    const codes = new Set(Array.from({ length: 50 }, newRecoveryCode));
    expect(codes.size).toBe(50);
    const [code] = codes;
    expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
    expect(normalizedRecoveryCode(` ${code!.toUpperCase().replace(/-/g, ' ')} `)).toBe(
      normalizedRecoveryCode(code!),
    );
  });
});
