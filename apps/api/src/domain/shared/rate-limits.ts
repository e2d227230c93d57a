import { sellerLoginMaxFailures, sellerLoginWindowMinutes } from '@quotemarket/contract';
import type { Pacing } from '../../edges/rate-limit-store';
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
  /** Failed dealer logins per email from one client address: only that address is refused. */
  sellerLoginPerEmailAndAddress: RateLimit;
  /**
   * Failed dealer logins per email from any address, paced in each window of `windowMs`: the
   * addresses the dealer signed in from before are not made to wait.
   */
  sellerLoginPacePerEmail: Pacing & { windowMs: number };
  /** 1:1 문의 per client address (buyers and guests alike). */
  inquiriesPerAddress: RateLimit;
  /** Messages each buyer or store sends, over all their conversations. */
  messagesPerSender: RateLimit;
}

const sellerLoginWindowMs = sellerLoginWindowMinutes * 60_000;

/**
 * The API budget is ten requests a second sustained: a page of the app asks a handful, and many
 * buyers of a mobile carrier can share one address. Guessing passwords across dealers stops at
 * twenty misses a quarter hour. A guess at one dealer from many addresses gets two addresses'
 * worth of misses at once, then waits 2, 4, 8, 16 and at most 30 seconds between tries: about 40
 * a quarter hour, while a dealer at a new address waits half a minute at worst.
 */
export const defaultRateLimits: RateLimitSettings = {
  api: { max: 600, windowMs: 60_000 },
  sellerLoginPerAddress: { max: 20, windowMs: sellerLoginWindowMs },
  sellerLoginPerEmailAndAddress: { max: sellerLoginMaxFailures, windowMs: sellerLoginWindowMs },
  sellerLoginPacePerEmail: {
    windowMs: sellerLoginWindowMs,
    freeHits: 2 * sellerLoginMaxFailures,
    firstPauseMs: 2_000,
    maxPauseMs: 30_000,
  },
  // A person writes a few; more is a script filling the operators' queue.
  inquiriesPerAddress: { max: 5, windowMs: 60 * 60_000 },
  // A store answering every bidder's question in a busy hour writes a few a minute; a script
  // spamming buyers writes many more.
  messagesPerSender: { max: 30, windowMs: 5 * 60_000 },
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

/** A 429 whose message says what happened and when to try again; Retry-After says the same. */
export function refusedUntil(whatHappened: string, retryAfterSeconds: number) {
  return rateLimited(
    `${whatHappened} ${retryWhen(retryAfterSeconds)} 다시 시도해 주세요.`,
    retryAfterSeconds,
  );
}

/** A 429 saying what was too much, e.g. `tooMany('요청이', 30)`, and when to try again. */
export function tooMany(what: string, retryAfterSeconds: number) {
  return refusedUntil(`${what} 너무 많아요.`, retryAfterSeconds);
}
