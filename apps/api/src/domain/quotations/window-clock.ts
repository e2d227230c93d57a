import { min } from 'drizzle-orm';
import { changeTags, type ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/database';
import { quotations } from '../../db/schema';
import { TaggedCache } from '../../db/tagged-cache';
import { acceptingQuotesWhere } from './state';

const noWindowOpen = Number.POSITIVE_INFINITY;
const recheckMs = 60_000;
const cacheKey = 'next';

/**
 * When the next open quote window closes. Nothing is written at that moment (every reader compares
 * deadlines with the time), so answers that list open requests are kept no longer than this.
 */
export class QuoteWindowClock {
  private readonly next: TaggedCache<{ at: number }>;

  constructor(
    private readonly db: Database,
    private readonly feed: ChangeFeed,
    private readonly now: () => Date,
  ) {
    this.next = new TaggedCache(feed, { max: 1, ttlMs: recheckMs, now });
  }

  /** Epoch ms of the next close; Infinity while no window is open. */
  async nextClose(): Promise<number> {
    const current = this.now();
    const cached = this.next.get(cacheKey);
    if (cached && cached.at > current.getTime()) return cached.at;
    const mark = this.feed.mark();
    const [row] = await this.db
      .select({ at: min(quotations.deadlineAt) })
      .from(quotations)
      .where(acceptingQuotesWhere(current));
    const at = row?.at ? row.at.getTime() : noWindowOpen;
    this.next.set(cacheKey, { at }, [changeTags.inbox], mark);
    return at;
  }
}
