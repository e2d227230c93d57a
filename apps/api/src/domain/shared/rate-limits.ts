import { sellerLoginMaxFailures, sellerLoginWindowMinutes } from '@quotemarket/contract';
import { rateLimited } from './errors';

/** At most `max` counted events per key in each fixed window of `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** Requests per client address to `/api` (health and the live streams aside). */
  api: RateLimit;
  /** Failed dealer logins per client address, whatever the emails tried. */
  sellerLoginPerAddress: RateLimit;
  /** Failed dealer logins per email, whatever the addresses they come from. */
  sellerLoginPerEmail: RateLimit;
}

/**
 * The API budget is ten requests a second sustained: a page of the app asks a handful, and many
 * buyers of a mobile carrier can share one address. Guessing passwords across dealers stops at
 * twenty misses a quarter hour.
 */
export const defaultRateLimits: RateLimitSettings = {
  api: { max: 600, windowMs: 60_000 },
  sellerLoginPerAddress: { max: 20, windowMs: 15 * 60_000 },
  sellerLoginPerEmail: { max: sellerLoginMaxFailures, windowMs: sellerLoginWindowMinutes * 60_000 },
};

/** Whole seconds until `resetAt`, at least one: what Retry-After says. */
export function secondsUntil(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

/** "30초 뒤에", "15분 뒤에", "1시간 뒤에": when the caller may try again, rounded up. */
function retryWhen(seconds: number): string {
  if (seconds < 60) return `${seconds}초 뒤에`;
  if (seconds < 60 * 60) return `${Math.ceil(seconds / 60)}분 뒤에`;
  return `${Math.ceil(seconds / 3600)}시간 뒤에`;
}

/** A 429 whose message says what was too much and when to try again; Retry-After says the same. */
export function tooMany(what: string, retryAfterSeconds: number) {
  return rateLimited(
    `${what} 너무 많아요. ${retryWhen(retryAfterSeconds)} 다시 시도해 주세요.`,
    retryAfterSeconds,
  );
}
