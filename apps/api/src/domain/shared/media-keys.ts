import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A partner media's customer key is `<customerRef>.<signature>`, where the signature is the
 * base64url HMAC-SHA256 of customerRef under the partner's signing secret. Only the partner can
 * mint keys for its customers, so nobody can log in as someone else's customer by guessing.
 */
export function signCustomerKey(customerRef: string, signingSecret: string): string {
  return `${customerRef}.${signature(customerRef, signingSecret)}`;
}

export function readCustomerKey(customerKey: string, signingSecret: string): string | null {
  const separator = customerKey.lastIndexOf('.');
  if (separator <= 0) return null;
  const customerRef = customerKey.slice(0, separator);
  const given = Buffer.from(customerKey.slice(separator + 1));
  const expected = Buffer.from(signature(customerRef, signingSecret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? customerRef : null;
}

function signature(customerRef: string, signingSecret: string): string {
  return createHmac('sha256', signingSecret).update(customerRef).digest('base64url');
}
