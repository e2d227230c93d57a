import {
  pauseAfter,
  windowEnd,
  type PacedHit,
  type Pacing,
  type RateLimitStore,
  type WindowCount,
} from './rate-limit-store';

interface Counter {
  hits: number;
  windowEndsAt: number;
  /** Until when a paced key's next hit is turned away (epoch ms), or null. */
  pauseEndsAt: number | null;
}

/** How often (in ms of the callers' clock) the counters of ended windows are dropped. */
const sweepEveryMs = 60_000;

/**
 * The counts in this process's memory, for the embedded database: PGlite serves one process only,
 * so there is nobody to share them with, and a count costs no round trip. The same rules as the
 * shared stores (windows aligned to the clock, a later window taking over, pacing, forgiving);
 * what a restart forgets is at most one window of counts.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, Counter>();
  private sweptAt = 0;

  hit(key: string, windowMs: number, now: number, hits = 1): Promise<WindowCount> {
    const counter = this.current(key, windowMs, now);
    counter.hits += hits;
    return Promise.resolve({ count: counter.hits, resetAt: counter.windowEndsAt });
  }

  pace(key: string, windowMs: number, now: number, pacing: Pacing): Promise<PacedHit> {
    const counter = this.current(key, windowMs, now);
    if (counter.pauseEndsAt !== null && counter.pauseEndsAt > now) {
      return Promise.resolve({ admitted: false, retryAt: counter.pauseEndsAt });
    }
    counter.hits += 1;
    const pause = pauseAfter(counter.hits, pacing);
    counter.pauseEndsAt = pause > 0 ? now + pause : null;
    return Promise.resolve({ admitted: true, count: counter.hits, resetAt: counter.windowEndsAt });
  }

  forgive(key: string, resetAt: number): Promise<void> {
    const counter = this.counters.get(key);
    if (counter?.windowEndsAt === resetAt && counter.hits > 0) counter.hits -= 1;
    return Promise.resolve();
  }

  clear(key: string, resetAt: number): Promise<void> {
    if (this.counters.get(key)?.windowEndsAt === resetAt) this.counters.delete(key);
    return Promise.resolve();
  }

  /** `key`'s counter in the window that holds `now`: a later window starts over, pause and all. */
  private current(key: string, windowMs: number, now: number): Counter {
    this.sweep(now);
    const end = windowEnd(now, windowMs);
    const counter = this.counters.get(key);
    // A caller whose clock is behind joins the newer window rather than resetting it.
    if (counter && counter.windowEndsAt >= end) return counter;
    const fresh = { hits: 0, windowEndsAt: end, pauseEndsAt: null };
    this.counters.set(key, fresh);
    return fresh;
  }

  /** Drops the counters of ended windows, at most once a minute: what the retention job does for the database. */
  private sweep(now: number): void {
    if (now - this.sweptAt < sweepEveryMs) return;
    this.sweptAt = now;
    for (const [key, counter] of this.counters) {
      if (counter.windowEndsAt <= now) this.counters.delete(key);
    }
  }
}
