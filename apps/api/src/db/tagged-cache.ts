import { LRUCache } from 'lru-cache';
import { everythingTag, type ChangeFeed } from './change-feed';

interface Entry<Value> {
  value: Value;
  tags: readonly string[];
}

export interface TaggedCacheOptions {
  /** How many values are kept; the least recently used go first. */
  max: number;
  /** The longest a value is kept, even if nothing it is made of changes. */
  ttlMs: number;
  /** The clock lifetimes are measured by: the app's, which tests move. */
  now: () => Date;
}

/**
 * Values read from the database, each labelled with the change tags of what it was made of and
 * dropped as soon as the database announces a change to one of them (ChangeFeed). A value read
 * while one of its tags changed is not kept at all.
 */
export class TaggedCache<Value extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, Entry<Value>>;
  /** The keys labelled with each tag, to drop them when it changes. */
  private readonly keysByTag = new Map<string, Set<string>>();

  constructor(
    private readonly feed: ChangeFeed,
    options: TaggedCacheOptions,
  ) {
    this.entries = new LRUCache<string, Entry<Value>>({
      max: options.max,
      ttl: options.ttlMs,
      perf: { now: () => options.now().getTime() },
      ttlResolution: 0,
      dispose: (entry, key) => this.unlabel(key, entry.tags),
    });
    feed.subscribe((tag) => this.drop(tag));
  }

  /** Where reading starts (ChangeFeed.mark): pass it to `set` with the value read. */
  mark(): number {
    return this.feed.mark();
  }

  get(key: string): Value | undefined {
    return this.entries.get(key)?.value;
  }

  /**
   * Keeps `value`, read after `mark` (ChangeFeed.mark), unless one of `tags` changed meanwhile.
   * `ttlMs` shortens the lifetime, for a value that a moment in time changes (a closing window).
   */
  set(key: string, value: Value, tags: readonly string[], mark: number, ttlMs?: number): void {
    if (!this.feed.unchangedSince(mark, tags)) return;
    if (ttlMs !== undefined && ttlMs <= 0) return;
    this.entries.set(key, { value, tags }, ttlMs === undefined ? {} : { ttl: ttlMs });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /** Reads through the cache: `load` runs on a miss, and its value is kept as `set` would. */
  async fetch(key: string, tags: readonly string[], load: () => Promise<Value>): Promise<Value> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const mark = this.mark();
    const value = await load();
    this.set(key, value, tags, mark);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(tag: string): void {
    if (tag === everythingTag) {
      this.entries.clear();
      return;
    }
    const keys = this.keysByTag.get(tag);
    if (!keys) return;
    this.keysByTag.delete(tag);
    for (const key of keys) this.entries.delete(key);
  }

  private unlabel(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }
}
