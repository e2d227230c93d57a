import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database';

/** The channel the database's triggers announce changes on (migration 0006). */
export const changeChannel = 'qm_changes';

/** A tag every cached value is dropped by: a TRUNCATE, or a gap in the notifications. */
export const everythingTag = '*';

/**
 * What changed, as the triggers of migration 0006 name it: reference data (`catalogue`), submitted
 * quote requests and bids (`inbox`), deals (`deals`, 0023), reviews, notices, one buyer's or
 * dealer's records, one session.
 */
export const changeTags = {
  catalogue: 'catalogue',
  inbox: 'inbox',
  reviews: 'reviews',
  notices: 'notices',
  /** Any buyer's account (name, phone): what dealers see of their buyers. */
  accounts: 'accounts',
  /** A buyer's last-seen moved (at most once a minute each): who is connected now. */
  presence: 'presence',
  /** Products' view and quote counts: the orders by popularity. */
  counters: 'counters',
  /** Any buyer's choice of a quote (a deal): what the market prices are made of. */
  deals: 'deals',
  /** A deal on one product: its market prices. */
  productDeals: (productId: number) => `deals:${productId}`,
  /** Anything of one buyer's: their account, requests, bids on them, deals, settings. */
  buyer: (userId: number) => `buyer:${userId}`,
  /** One buyer's account row alone: what their sessions depend on (withdrawal). */
  buyerAccount: (userId: number) => `buyer-account:${userId}`,
  /** One buyer's wishlist: the hearts on catalogue answers. */
  wishlist: (userId: number) => `wishlist:${userId}`,
  /** One buyer's recorded searches. */
  searchHistory: (userId: number) => `search-history:${userId}`,
  /** Anything of one dealer's: their store, bids, deals, reviews. */
  seller: (sellerId: number) => `seller:${sellerId}`,
  /** One dealer's account row alone (deactivation). */
  sellerAccount: (sellerId: number) => `seller-account:${sellerId}`,
  session: (sessionId: string) => `session:${sessionId}`,
} as const;

const barrierPrefix = 'barrier:';
/** A barrier that does not come back this soon means the listener is lost: caches are dropped. */
const barrierTimeoutMs = 2_000;
/** How many tags' last change are remembered one by one; older ones share one watermark. */
const rememberedTags = 10_000;

export type ChangeListener = (tag: string) => void;

/** Where announcements come from: the database, which also carries the barriers. */
export type ChangeSource = Pick<DatabaseHandle, 'db' | 'kind' | 'listen'>;

/**
 * The database's change announcements in this process. Caches subscribe to drop what changed, and
 * ask `unchangedSince` before keeping a value read from the database: a change announced while the
 * value was being read would otherwise be kept stale until it expires.
 *
 * PostgreSQL delivers the announcements after each commit to every API process; when the listening
 * connection is lost, nothing is trusted (everything is dropped and nothing kept) until it is back.
 */
export class ChangeFeed {
  private sequence = 0;
  /** The sequence at which each recently changed tag last changed. */
  private readonly changedAt = new Map<string, number>();
  /** Changes of tags no longer in `changedAt` count as happening at this sequence. */
  private forgottenAt = 0;
  private connected = true;
  private readonly listeners = new Set<ChangeListener>();
  private readonly barriers = new Map<string, () => void>();
  private stopListening: (() => Promise<void>) | undefined;
  private readonly waiting: (() => void)[] = [];
  private catchingUp = false;

  private constructor(private readonly database: Pick<DatabaseHandle, 'db' | 'kind'>) {}

  static async start(database: ChangeSource): Promise<ChangeFeed> {
    const feed = new ChangeFeed(database);
    feed.stopListening = await database.listen(
      changeChannel,
      (tag) => feed.announce(tag),
      (state) => {
        feed.connected = state === 'restored';
        feed.announce(everythingTag);
      },
    );
    return feed;
  }

  /** Where reading starts: pass it to `unchangedSince` once the value is read. */
  mark(): number {
    return this.sequence;
  }

  /** Whether none of `tags` (nor everything) changed after `mark`, so a value read since may be kept. */
  unchangedSince(mark: number, tags: readonly string[]): boolean {
    if (!this.connected || this.lastChangeOf(everythingTag) > mark) return false;
    return tags.every((tag) => this.lastChangeOf(tag) <= mark);
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves once every change this process has committed so far has been announced back to it,
   * so the next read here sees its own writes. The embedded database announces during the write
   * itself; PostgreSQL announces through the listening connection, a moment later.
   */
  async barrier(): Promise<void> {
    if (this.database.kind === 'pglite') return;
    const id = randomUUID();
    const arrived = new Promise<void>((resolve) => this.barriers.set(id, resolve));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.announce(everythingTag);
        resolve();
      }, barrierTimeoutMs);
    });
    try {
      await this.database.db.execute(
        sql`select pg_notify(${changeChannel}, ${barrierPrefix + id})`,
      );
      await Promise.race([arrived, timedOut]);
    } finally {
      clearTimeout(timer);
      this.barriers.delete(id);
    }
  }

  /**
   * Runs `deliver` once every change committed before now has been announced here: a live event
   * that travels on another channel (quote events) must not send a screen to refetch an answer this
   * process has not yet dropped. Deliveries keep their order; those waiting together share a barrier.
   */
  afterCatchingUp(deliver: () => void): void {
    if (this.database.kind === 'pglite') {
      deliver();
      return;
    }
    this.waiting.push(deliver);
    if (!this.catchingUp) void this.catchUp();
  }

  private async catchUp(): Promise<void> {
    this.catchingUp = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0);
        // Started after every delivery of the batch was asked for: it covers their commits.
        // Without an answer from the database, nothing kept can be trusted: all of it goes.
        await this.barrier().catch(() => this.announce(everythingTag));
        for (const deliver of batch) deliver();
      }
    } finally {
      this.catchingUp = false;
    }
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  private lastChangeOf(tag: string): number {
    return this.changedAt.get(tag) ?? this.forgottenAt;
  }

  private announce(tag: string): void {
    if (tag.startsWith(barrierPrefix)) {
      this.barriers.get(tag.slice(barrierPrefix.length))?.();
      return;
    }
    this.sequence += 1;
    this.changedAt.delete(tag);
    this.changedAt.set(tag, this.sequence);
    if (this.changedAt.size > rememberedTags) {
      // Maps iterate in insertion order: the first is the least recently changed.
      const [oldestTag, oldestAt] = this.changedAt.entries().next().value!;
      this.changedAt.delete(oldestTag);
      this.forgottenAt = oldestAt;
    }
    for (const listener of this.listeners) listener(tag);
  }
}
