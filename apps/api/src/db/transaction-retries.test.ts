import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionAttempts, type DatabaseHandle, type Transaction } from './database';
import { createTestDatabase } from '../testing/test-database';

/*
 * Two transactions that lock the same two rows in opposite orders deadlock; PostgreSQL aborts one
 * of them. The database handle runs the loser again, so both callers succeed. PGlite runs one
 * transaction at a time and cannot deadlock.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('a transaction that loses a race', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
    await database.db.execute(sql`create table pair (id int primary key, touched int not null)`);
    await database.db.execute(sql`insert into pair values (1, 0), (2, 0)`);
  });
  afterAll(() => database?.close());

  /** Resolves once `count` callers have arrived, so both hold their first lock before the second. */
  function meetingPoint(count: number) {
    let arrived = 0;
    let release!: () => void;
    const everyone = new Promise<void>((resolve) => (release = resolve));
    return () => {
      arrived += 1;
      if (arrived === count) release();
      return everyone;
    };
  }

  const touch = (tx: Transaction, id: number) =>
    tx.execute(sql`update pair set touched = touched + 1 where id = ${id}`);

  it('runs the deadlock victim again, so both writes land', { tags: ['race'] }, async () => {
    const bothLocked = meetingPoint(2);
    let runs = 0;
    const crosswise = (first: number, second: number) =>
      database.db.transaction(async (tx) => {
        runs += 1;
        await touch(tx, first);
        // Only the first run waits for the other; a retry goes straight through.
        if (runs <= 2) await bothLocked();
        await touch(tx, second);
      });

    await Promise.all([crosswise(1, 2), crosswise(2, 1)]);

    expect(runs).toBe(3);
    const rows = await database.db.execute(sql`select id, touched from pair order by id`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { id: 1, touched: 2 },
      { id: 2, touched: 2 },
    ]);
  });

  it('gives up after a bounded number of runs, and leaves nothing of them', async () => {
    let runs = 0;
    const alwaysLoses = database.db.transaction(async (tx) => {
      runs += 1;
      await touch(tx, 1);
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    await expect(alwaysLoses).rejects.toThrow('deadlock detected');
    expect(runs).toBe(transactionAttempts);
    const rows = await database.db.execute(sql`select touched from pair where id = 1`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ touched: 2 }]);
  });
});
