import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';
import { changeChannel, ChangeFeed, type ChangeSource } from './change-feed';
import { queryRows, type Database, type ListenGapHandler } from './database';
import { TaggedCache } from './tagged-cache';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

const cacheOn = (feed: ChangeFeed) =>
  new TaggedCache<number>(feed, { max: 10, ttlMs: 60_000, now: () => new Date() });

async function announce(tag: string) {
  await ctx.database.db.execute(sql`select pg_notify(${changeChannel}, ${tag})`);
  await ctx.app.deps.changes.barrier();
}

describe('the change feed', () => {
  // Exempt: the abuse counters and a dealer's login records (written at every dealer login), the
  // push queue (written on every bid and every send), the server's own keys, the 1:1 문의 (only
  // the operators' queue reads it, afresh on every call), the operators' tables (every operator
  // call reads them afresh; the audit log's only trigger refuses changes), the dealers' warnings
  // and review checks (the console and the operators read them afresh), and the stores'
  // applications with their phone codes (read only by the applicant's status page and the
  // operators, never from a kept answer; an approval writes `sellers`, which announces), and the
  // 견적서's share links (every read checks them afresh against the clock). No kept answer shows
  // them, so announcing their writes would only empty caches. (The conversations' messages are
  // announced since migration 0027: a conversation and the unread counts are kept answers.)
  it('has every table announce its changes, but those no answer shows', async () => {
    const rows = await queryRows<{ table_name: string }>(
      ctx.database.db,
      sql`
      select c.relname as table_name from pg_class c
      where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_trigger t where t.tgrelid = c.oid and not t.tgisinternal
        )
      order by 1`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      'applicant_phone_codes',
      'deal_document_shares',
      'dealer_applications',
      'inquiries',
      'notification_queue',
      'operator_enrolments',
      'operator_recovery_codes',
      'operator_sessions',
      'operators',
      'rate_limit_counters',
      'review_checks',
      'seller_known_addresses',
      'seller_login_failures',
      'seller_warnings',
      'server_keys',
    ]);
  });

  it('drops a value when one of its tags changes, and keeps none read while it changed', async () => {
    const cache = cacheOn(ctx.app.deps.changes);
    const mark = cache.mark();
    cache.set('kept', 1, ['buyer:1'], mark);
    cache.set('other', 2, ['buyer:2'], mark);
    await announce('buyer:1');
    expect([cache.get('kept'), cache.get('other')]).toEqual([undefined, 2]);

    // Read before the change, stored after it: stale, so not kept.
    cache.set('late', 3, ['buyer:1'], mark);
    expect(cache.get('late')).toBeUndefined();
    cache.set('late', 3, ['buyer:1'], cache.mark());
    expect(cache.get('late')).toBe(3);
  });

  it('announces a write to the rows a cached answer is made of, with the owner of the row', async () => {
    const heard: string[] = [];
    const stop = ctx.app.deps.changes.subscribe((tag) => heard.push(tag));
    try {
      await ctx.database.db.execute(sql`
        insert into users (provider, provider_id, name) values ('kakao', 'feed-test', '테스트')`);
      const rows = await queryRows<{ id: number }>(
        ctx.database.db,
        sql`update users set nickname = '바꿈' where provider_id = 'feed-test' returning id`,
      );
      // Last-seen alone is presence, not a change to the buyer's answers.
      await ctx.database.db.execute(
        sql`update users set last_seen_at = now() where provider_id = 'feed-test'`,
      );
      await ctx.app.deps.changes.barrier();
      const id = rows[0]!.id;
      expect(heard).toEqual([
        'presence',
        `buyer:${id}`,
        `buyer-account:${id}`,
        'accounts',
        'presence',
      ]);
    } finally {
      stop();
    }
  });

  it('trusts nothing while the listening connection is lost, and drops everything kept', async () => {
    let gap: ListenGapHandler | undefined;
    const source: ChangeSource = {
      db: ctx.database.db,
      kind: 'pglite',
      listen: async (_channel, _onPayload, onGap) => {
        gap = onGap;
        return async () => undefined;
      },
    };
    const feed = await ChangeFeed.start(source);
    const cache = cacheOn(feed);
    cache.set('kept', 1, [], cache.mark());
    gap!('lost');
    expect(cache.get('kept')).toBeUndefined();
    cache.set('kept', 1, [], cache.mark());
    expect(cache.get('kept')).toBeUndefined();
    gap!('restored');
    cache.set('kept', 1, [], cache.mark());
    expect(cache.get('kept')).toBe(1);
  });

  it('hands a live event on only once the changes committed before it are announced here', async () => {
    let announce: ((tag: string) => void) | undefined;
    const barriersSent: string[] = [];
    const dialect = new PgDialect();
    const source: ChangeSource = {
      kind: 'postgres',
      db: {
        execute: async (query: SQL) => {
          barriersSent.push(String(dialect.sqlToQuery(query).params[1]));
        },
      } as unknown as Database,
      listen: async (_channel, onPayload) => {
        announce = onPayload;
        return async () => undefined;
      },
    };
    const feed = await ChangeFeed.start(source);
    const cache = cacheOn(feed);
    cache.set('inbox answer', 1, ['inbox'], cache.mark());
    const seenByEvents: (number | undefined)[] = [];
    feed.afterCatchingUp(() => seenByEvents.push(cache.get('inbox answer')));
    await vi.waitFor(() => expect(barriersSent).toHaveLength(1));
    expect(seenByEvents).toEqual([]);

    // The bid's announcement arrives on the feed's own connection, later than its live event.
    announce!('inbox');
    announce!(barriersSent[0]!);
    await vi.waitFor(() => expect(seenByEvents).toEqual([undefined]));
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'on PostgreSQL, drops everything when its listening connection is cut, and listens again',
    async () => {
      const cache = cacheOn(ctx.app.deps.changes);
      cache.set('kept', 1, [], cache.mark());
      await ctx.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where query = ${`LISTEN "${changeChannel}"`} and datname = current_database()`);
      await expect.poll(() => cache.get('kept'), { timeout: 5_000 }).toBeUndefined();
      // Back within the retry interval: announcements arrive and values are kept again.
      await expect
        .poll(
          async () => {
            await announce('buyer:77');
            cache.set('kept', 1, [], cache.mark());
            return cache.get('kept');
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBe(1);
    },
  );
});
