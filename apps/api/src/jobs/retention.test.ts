import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentTermsVersion, getProfile } from '@quotemarket/contract';
import {
  applicantPhoneCodes,
  auditLog,
  consents,
  dealerApplications,
  devices,
  estimations,
  notificationQueue,
  operatorSessions,
  phoneVerifications,
  quotations,
  ratings,
  reports,
  reviewReplies,
  selections,
  sellerKnownAddresses,
  sellerLoginFailures,
  sessions,
  users,
} from '../db/schema';
import {
  insertEstimation,
  insertSelection,
  insertSubmittedQuotation,
} from '../testing/catalog-fixtures';
import { createBuyer, createOperator, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { monthsBefore, purgeExpiredRecords } from './retention';
import { callEndpoint } from '../testing/call-endpoint';

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;
// A fixed clock: 15 May 2026, 12:00 in Seoul.
const now = new Date('2026-05-15T03:00:00.000Z');

describe('monthsBefore', () => {
  it.each([
    // Seoul calendar: 15 May 12:00 → 15 February 12:00.
    ['2026-05-15T03:00:00.000Z', '2026-02-15T03:00:00.000Z'],
    // 31 May in Seoul → 28 February (2026 is not a leap year), not 3 March.
    ['2026-05-31T03:00:00.000Z', '2026-02-28T03:00:00.000Z'],
    ['2028-05-31T03:00:00.000Z', '2028-02-29T03:00:00.000Z'],
    // 1 April 01:00 in Seoul is still 31 March in UTC; the Seoul date counts → 1 January.
    ['2026-03-31T16:00:00.000Z', '2025-12-31T16:00:00.000Z'],
    // Across the year.
    ['2026-01-10T00:00:00.000Z', '2025-10-10T00:00:00.000Z'],
  ])('three months before %s is %s', (from, expected) => {
    expect(monthsBefore(new Date(from), 3).toISOString()).toBe(expected);
  });
});

describe('retention job', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, now: () => now });
  });
  afterAll(() => ctx.close());

  async function addSession(
    subjectId: number,
    record: { createdAt: Date; expiresAt: Date; revokedAt?: Date | null },
  ) {
    const id = randomUUID();
    await ctx.database.db.insert(sessions).values({
      id,
      subject: 'buyer',
      subjectId,
      deviceId: 'device-1',
      revokedAt: record.revokedAt ?? null,
      ...record,
    });
    return id;
  }

  async function addVerification(userId: number, createdAt: Date) {
    const [row] = await ctx.database.db
      .insert(phoneVerifications)
      .values({
        userId,
        phone: '01012345678',
        codeHash: 'hash',
        requestIp: '203.0.113.7',
        expiresAt: new Date(createdAt.getTime() + 5 * 60 * 1000),
        createdAt,
      })
      .returning({ id: phoneVerifications.id });
    return row!.id;
  }

  async function remainingSessions(ids: string[]) {
    const rows = await ctx.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, ids));
    return new Set(rows.map((row) => row.id));
  }

  it('deletes ended logins older than three months and keeps recent or active ones', async () => {
    const buyer = await createBuyer(ctx);
    const fourMonthsAgo = new Date(now.getTime() - 122 * dayMs);
    const cutoff = monthsBefore(now, 3);
    const old = {
      revoked: await addSession(buyer.user.id, {
        createdAt: fourMonthsAgo,
        expiresAt: new Date(fourMonthsAgo.getTime() + 30 * dayMs),
        revokedAt: new Date(fourMonthsAgo.getTime() + dayMs),
      }),
      expired: await addSession(buyer.user.id, {
        createdAt: new Date(cutoff.getTime() - 1000),
        expiresAt: new Date(cutoff.getTime() + 30 * dayMs),
      }),
    };
    const kept = {
      // Three months to the minute are not yet past: kept until the next run.
      atCutoff: await addSession(buyer.user.id, {
        createdAt: new Date(cutoff.getTime() + 60_000),
        expiresAt: new Date(cutoff.getTime() + 30 * dayMs),
        revokedAt: new Date(cutoff.getTime() + dayMs),
      }),
      lastMonth: await addSession(buyer.user.id, {
        createdAt: new Date(now.getTime() - 30 * dayMs),
        expiresAt: new Date(now.getTime() - dayMs),
        revokedAt: new Date(now.getTime() - 20 * dayMs),
      }),
      // Old, but its token is still valid: the session is in use, not a record yet.
      activeOld: await addSession(buyer.user.id, {
        createdAt: fourMonthsAgo,
        expiresAt: new Date(now.getTime() + dayMs),
      }),
    };

    const result = await purgeExpiredRecords(ctx.database.db, now);

    expect(result?.sessions).toBe(2);
    const left = await remainingSessions([...Object.values(old), ...Object.values(kept)]);
    expect(left).toEqual(new Set(Object.values(kept)));
    // The buyer's own token (issued now) still works after the purge.
    const profile = await callEndpoint(ctx, getProfile, { headers: buyer.headers });
    expect(profile.statusCode).toBe(200);
  });

  it('deletes phone verification requests a day after they were made', async () => {
    const buyer = await createBuyer(ctx);
    const dayOld = await addVerification(buyer.user.id, new Date(now.getTime() - 25 * hourMs));
    const recent = await addVerification(buyer.user.id, new Date(now.getTime() - 2 * hourMs));

    const result = await purgeExpiredRecords(ctx.database.db, now);

    expect(result?.phoneVerifications).toBe(1);
    const left = await ctx.database.db
      .select({ id: phoneVerifications.id })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, buyer.user.id));
    expect(left.map((row) => row.id)).toEqual([recent]);
    expect(left.map((row) => row.id)).not.toContain(dayOld);
  });

  it('deletes push notifications a week after they were sent or given up, never a waiting one', async () => {
    const buyer = await createBuyer(ctx);
    const [device] = await ctx.database.db
      .insert(devices)
      .values({ userId: buyer.user.id, platform: 'ios', udid: 'retention-phone', fcmToken: 'x' })
      .returning();
    const row = async (status: 'PENDING' | 'SENT' | 'FAILED', daysAgo: number) => {
      const [queued] = await ctx.database.db
        .insert(notificationQueue)
        .values({
          deviceId: device!.id,
          kind: 'new-bid',
          dedupeKey: `retention-${status}-${daysAgo}`,
          payload: { title: '새 견적이 도착했어요', body: '', path: '/', tag: 't' },
          status,
          createdAt: new Date(now.getTime() - daysAgo * dayMs),
        })
        .returning();
      return queued!.id;
    };
    const gone = [await row('SENT', 8), await row('FAILED', 8)];
    const kept = [await row('SENT', 6), await row('PENDING', 8)];

    const result = await purgeExpiredRecords(ctx.database.db, now);

    expect(result?.notifications).toBe(2);
    const left = await ctx.database.db
      .select({ id: notificationQueue.id })
      .from(notificationQueue)
      .where(inArray(notificationQueue.id, [...gone, ...kept]));
    expect(left.map((queued) => queued.id).sort()).toEqual(kept.sort());
  });

  it("deletes a dealer's sign-in addresses and wrong passwords three months after their last use", async () => {
    // No categories: this database has no catalogue.
    const { seller } = await createSeller(ctx, []);
    const cutoff = monthsBefore(now, 3);
    const before = new Date(cutoff.getTime() - 60_000);
    const after = new Date(cutoff.getTime() + 60_000);
    await ctx.database.db.insert(sellerKnownAddresses).values([
      { sellerId: seller.id, address: '198.51.100.1', lastSuccessAt: before },
      { sellerId: seller.id, address: '198.51.100.2', lastSuccessAt: after },
    ]);
    await ctx.database.db.insert(sellerLoginFailures).values([
      { sellerId: seller.id, address: '203.0.113.1', failures: 3, lastFailedAt: before },
      { sellerId: seller.id, address: '203.0.113.2', failures: 1, lastFailedAt: after },
    ]);

    const result = await purgeExpiredRecords(ctx.database.db, now);

    expect(result?.dealerLoginRecords).toBe(2);
    const addressesOf = async (table: typeof sellerKnownAddresses | typeof sellerLoginFailures) =>
      (
        await ctx.database.db
          .select({ address: table.address })
          .from(table)
          .where(eq(table.sellerId, seller.id))
      ).map((row) => row.address);
    expect(await addressesOf(sellerKnownAddresses)).toEqual(['198.51.100.2']);
    expect(await addressesOf(sellerLoginFailures)).toEqual(['203.0.113.2']);
  });

  it('keeps what operators did and their access records two years, then deletes them', async () => {
    const { operator } = await createOperator(ctx, 'ADMIN');
    const monthsAgo = (months: number) => monthsBefore(now, months);
    const entry = (createdAt: Date) => ({
      operatorId: operator.id,
      operatorRole: 'ADMIN' as const,
      action: 'operator.invite',
      targetType: 'operator',
      targetId: operator.id,
      targetLabel: operator.email,
      address: '203.0.113.7',
      createdAt,
    });
    const entries = await ctx.database.db
      .insert(auditLog)
      .values([entry(monthsAgo(25)), entry(monthsAgo(23))])
      .returning({ id: auditLog.id });
    const session = (createdAt: Date) => ({
      id: randomUUID(),
      operatorId: operator.id,
      tokenHash: randomUUID(),
      address: '203.0.113.7',
      lastActiveAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + 12 * hourMs),
      createdAt,
    });
    const sessionRows = [session(monthsAgo(25)), session(monthsAgo(23))];
    await ctx.database.db.insert(operatorSessions).values(sessionRows);

    const result = await purgeExpiredRecords(ctx.database.db, now);

    expect(result?.operatorRecords).toBe(2);
    const keptEntries = await ctx.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        inArray(
          auditLog.id,
          entries.map((row) => row.id),
        ),
      );
    expect(keptEntries).toEqual([{ id: entries[1]!.id }]);
    const keptSessions = await ctx.database.db
      .select({ id: operatorSessions.id })
      .from(operatorSessions)
      .where(
        inArray(
          operatorSessions.id,
          sessionRows.map((row) => row.id),
        ),
      );
    expect(keptSessions).toEqual([{ id: sessionRows[1]!.id }]);
  });

  it("deletes an applicant's texted codes after a day and a rejected application six months after the decision", async () => {
    const code = (createdAt: Date) => ({
      phone: '01000001234',
      codeHash: randomUUID(),
      requestIp: '203.0.113.7',
      expiresAt: new Date(createdAt.getTime() + 3 * 60 * 1000),
      createdAt,
    });
    const codes = await ctx.database.db
      .insert(applicantPhoneCodes)
      .values([code(new Date(now.getTime() - 25 * hourMs)), code(new Date(now.getTime() - hourMs))])
      .returning({ id: applicantPhoneCodes.id });
    const application = (status: 'received' | 'approved' | 'rejected', decidedAt: Date | null) => ({
      storeName: '보관 확인 모바일',
      businessNumber: '1234567891',
      representative: '김대표',
      address: '서울특별시 성동구 성수이로 1',
      phone: '01000001234',
      email: `applicant-${randomUUID().slice(0, 8)}@example.com`,
      categoryIds: [1],
      certificateImage: 'data:image/jpeg;base64,AAAA',
      status,
      statusTokenHash: randomUUID(),
      decidedAt,
      submittedAt: monthsBefore(now, 8),
    });
    const applications = await ctx.database.db
      .insert(dealerApplications)
      .values([
        application('rejected', monthsBefore(now, 7)),
        application('rejected', monthsBefore(now, 5)),
        application('approved', monthsBefore(now, 7)),
        application('received', null),
      ])
      .returning({ id: dealerApplications.id });

    const result = await purgeExpiredRecords(ctx.database.db, now);

    expect(result?.applicantRecords).toBe(2);
    const keptCodes = await ctx.database.db
      .select({ id: applicantPhoneCodes.id })
      .from(applicantPhoneCodes)
      .where(
        inArray(
          applicantPhoneCodes.id,
          codes.map((row) => row.id),
        ),
      );
    expect(keptCodes).toEqual([{ id: codes[1]!.id }]);
    const keptApplications = await ctx.database.db
      .select({ id: dealerApplications.id })
      .from(dealerApplications)
      .where(
        inArray(
          dealerApplications.id,
          applications.map((row) => row.id),
        ),
      )
      .orderBy(dealerApplications.id);
    expect(keptApplications).toEqual(applications.slice(1));
  });

  it('deletes a backlog larger than one batch', async () => {
    const buyer = await createBuyer(ctx);
    const createdAt = new Date(now.getTime() - 200 * dayMs);
    const rows = Array.from({ length: 2500 }, () => ({
      id: randomUUID(),
      subject: 'buyer' as const,
      subjectId: buyer.user.id,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 30 * dayMs),
    }));
    await ctx.database.db.insert(sessions).values(rows);

    const result = await purgeExpiredRecords(ctx.database.db, now);

    expect(result?.sessions).toBe(2500);
    expect(await remainingSessions(rows.map((row) => row.id))).toEqual(new Set());
  });

  it(
    'can run in several processes at once: the rows go exactly once, nothing fails',
    { tags: ['race'] },
    async () => {
      const buyer = await createBuyer(ctx);
      const createdAt = new Date(now.getTime() - 150 * dayMs);
      const ids = await Promise.all(
        Array.from({ length: 5 }, () =>
          addSession(buyer.user.id, {
            createdAt,
            expiresAt: new Date(createdAt.getTime() + 30 * dayMs),
          }),
        ),
      );

      const results = await Promise.all(
        Array.from({ length: 4 }, () => purgeExpiredRecords(ctx.database.db, now)),
      );

      const deleted = results.reduce((sum, result) => sum + (result?.sessions ?? 0), 0);
      expect(deleted).toBe(5);
      expect(await remainingSessions(ids)).toEqual(new Set());
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'skips the round while another process holds the lock (PostgreSQL)',
    async () => {
      const buyer = await createBuyer(ctx);
      const createdAt = new Date(now.getTime() - 150 * dayMs);
      const id = await addSession(buyer.user.id, {
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 30 * dayMs),
      });
      // Another connection of the pool stands in for another API process.
      const other = await (ctx.database.db as unknown as { $client: pg.Pool }).$client.connect();
      try {
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock(5138260620)');
        expect(await purgeExpiredRecords(ctx.database.db, now)).toBeUndefined();
        expect(await remainingSessions([id])).toEqual(new Set([id]));
        await other.query('commit');
        expect((await purgeExpiredRecords(ctx.database.db, now))?.sessions).toBe(1);
      } finally {
        other.release();
      }
    },
  );
});

describe('retention of what a withdrawn account leaves', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ now: () => now });
  });
  afterAll(() => ctx.close());

  /** A buyer with a deal, its review (with the dealer's reply), a report and a consent, withdrawn at `withdrawnAt`. */
  async function withdrawnBuyerWithADeal(withdrawnAt: Date | null) {
    const { db } = ctx.database;
    const buyer = await createBuyer(ctx);
    const { seller } = await createSeller(ctx);
    const product = await createProduct(ctx);
    const submittedAt = new Date((withdrawnAt ?? now).getTime() - 30 * dayMs);
    const quotation = await insertSubmittedQuotation(db, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      submittedAt,
    });
    const estimation = await insertEstimation(db, {
      quotationId: quotation.id,
      sellerId: seller.id,
      rentalFee: 30_000,
    });
    const selection = await insertSelection(db, estimation, buyer.user.id);
    const [rating] = await db
      .insert(ratings)
      .values({
        sellerId: seller.id,
        buyerId: buyer.user.id,
        selectionId: selection.id,
        rating: 5,
        review: '상담이 친절했어요.',
      })
      .returning();
    await db
      .insert(reviewReplies)
      .values({ ratingId: rating!.id, sellerId: seller.id, content: '감사해요.' });
    const [report] = await db
      .insert(reports)
      .values({ sellerId: seller.id, buyerId: buyer.user.id, content: '연락이 없어요.' })
      .returning();
    await db.insert(consents).values({
      userId: buyer.user.id,
      term: 'SERVICE',
      version: currentTermsVersion,
      agreedAt: submittedAt,
      withdrawnAt,
    });
    await db.update(users).set({ withdrawnAt }).where(eq(users.id, buyer.user.id));
    return {
      userId: buyer.user.id,
      quotationId: quotation.id,
      estimationId: estimation.id,
      selectionId: selection.id,
      ratingId: rating!.id,
      reportId: report!.id,
    };
  }

  async function whatRemains(left: Awaited<ReturnType<typeof withdrawnBuyerWithADeal>>) {
    const { db } = ctx.database;
    const [account] = await db.select().from(users).where(eq(users.id, left.userId));
    const [rating] = await db.select().from(ratings).where(eq(ratings.id, left.ratingId));
    const [reply] = await db
      .select()
      .from(reviewReplies)
      .where(eq(reviewReplies.ratingId, left.ratingId));
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      account: account !== undefined,
      consents: await count(db.select().from(consents).where(eq(consents.userId, left.userId))),
      quotation: await count(
        db.select().from(quotations).where(eq(quotations.id, left.quotationId)),
      ),
      estimation: await count(
        db.select().from(estimations).where(eq(estimations.id, left.estimationId)),
      ),
      selection: await count(
        db.select().from(selections).where(eq(selections.id, left.selectionId)),
      ),
      report: await count(db.select().from(reports).where(eq(reports.id, left.reportId))),
      review: rating && { buyerId: rating.buyerId, selectionId: rating.selectionId },
      reply: reply?.content,
    };
  }

  const everything = {
    account: true,
    consents: 1,
    quotation: 1,
    estimation: 1,
    selection: 1,
    report: 1,
    reply: '감사해요.',
  };

  it('keeps reports three years and deals five years from the withdrawal, then erases the account', async () => {
    const active = await withdrawnBuyerWithADeal(null);
    const lately = await withdrawnBuyerWithADeal(new Date(now.getTime() - 2 * 365 * dayMs));
    const fourYearsAgo = await withdrawnBuyerWithADeal(new Date(now.getTime() - 4 * 365 * dayMs));
    const sixYearsAgo = await withdrawnBuyerWithADeal(new Date(now.getTime() - 6 * 365 * dayMs));

    const result = await purgeExpiredRecords(ctx.database.db, now);

    expect(result).toMatchObject({ withdrawnReports: 2, withdrawnAccounts: 1 });
    expect(await whatRemains(active)).toEqual({
      ...everything,
      review: { buyerId: active.userId, selectionId: active.selectionId },
    });
    expect(await whatRemains(lately)).toEqual({
      ...everything,
      review: { buyerId: lately.userId, selectionId: lately.selectionId },
    });
    expect(await whatRemains(fourYearsAgo)).toEqual({
      ...everything,
      report: 0,
      review: { buyerId: fourYearsAgo.userId, selectionId: fourYearsAgo.selectionId },
    });
    // The review stays on the store, already anonymous, with its reply; nothing else is left.
    expect(await whatRemains(sixYearsAgo)).toEqual({
      account: false,
      consents: 0,
      quotation: 0,
      estimation: 0,
      selection: 0,
      report: 0,
      review: { buyerId: null, selectionId: null },
      reply: '감사해요.',
    });
  });

  it('counts the five years by the calendar in Seoul', async () => {
    const justUnder = await withdrawnBuyerWithADeal(
      new Date(monthsBefore(now, 60).getTime() + 60 * 1000),
    );

    await purgeExpiredRecords(ctx.database.db, now);
    expect((await whatRemains(justUnder)).account).toBe(true);

    await purgeExpiredRecords(ctx.database.db, new Date(now.getTime() + 2 * 60 * 1000));
    expect((await whatRemains(justUnder)).account).toBe(false);
  });
});

describe('retention job started with the app', () => {
  it('runs on its timer and stops when the app closes', async () => {
    const ctx = await createTestApp({
      seed: false,
      now: () => now,
      retentionJob: { firstRunDelayMs: 0, intervalMs: 20 },
    });
    try {
      const buyer = await createBuyer(ctx);
      const createdAt = new Date(now.getTime() - 120 * dayMs);
      const id = randomUUID();
      await ctx.database.db.insert(sessions).values({
        id,
        subject: 'buyer',
        subjectId: buyer.user.id,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 30 * dayMs),
      });
      await vi.waitFor(
        async () => {
          const left = await ctx.database.db.select().from(sessions).where(eq(sessions.id, id));
          expect(left).toEqual([]);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await ctx.close();
    }
  });
});
