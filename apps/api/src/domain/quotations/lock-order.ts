import { eq, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { quotations } from '../../db/schema';

/*
 * The one lock order of every write that touches a quote request and its quotes (a dealer's send,
 * edit or withdrawal, the buyer's selection, the purge of a withdrawn account): the request's row
 * first, and only then its quotes. With one order, two such writes never wait on each other in a
 * circle (a deadlock); and since each statement of a READ COMMITTED transaction reads a fresh
 * snapshot, whatever a write reads after taking the lock includes all that the one before it
 * committed. A read made before the lock only finds which request to lock: its answer may already
 * be stale, so every check is made again after it.
 */

/** Locks one request's row for this transaction; false when there is no such request. */
export async function lockQuotation(tx: Transaction, quotationId: number): Promise<boolean> {
  const locked = await tx
    .select({ id: quotations.id })
    .from(quotations)
    .where(eq(quotations.id, quotationId))
    .for('update');
  return locked.length > 0;
}

/** Locks the rows of the requests that `where` picks, in id order (so two batches cannot cross). */
export async function lockQuotationsWhere(tx: Transaction, where: SQL): Promise<number[]> {
  const locked = await tx
    .select({ id: quotations.id })
    .from(quotations)
    .where(where)
    .orderBy(quotations.id)
    .for('update');
  return locked.map((row) => row.id);
}
