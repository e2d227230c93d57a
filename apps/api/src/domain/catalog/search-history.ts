import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import { maxSearchHistory, type SearchHistoryEntry } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { searchHistories } from '../../db/schema';
import { pageWindow, pagedResult } from '../shared/paging';

const newestFirst = [desc(searchHistories.createdAt), desc(searchHistories.id)];

/** Records a search as the buyer's newest; a repeated search moves up instead of repeating. */
export async function rememberSearch(
  db: Database,
  userId: number,
  searchValue: string,
  now: Date,
): Promise<SearchHistoryEntry> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(searchHistories)
      .values({ userId, searchValue, createdAt: now })
      .onConflictDoUpdate({
        target: [searchHistories.userId, searchHistories.searchValue],
        set: { createdAt: now },
      })
      .returning({ id: searchHistories.id, searchValue: searchHistories.searchValue });
    const kept = tx
      .select({ id: searchHistories.id })
      .from(searchHistories)
      .where(eq(searchHistories.userId, userId))
      .orderBy(...newestFirst)
      .limit(maxSearchHistory);
    await tx
      .delete(searchHistories)
      .where(and(eq(searchHistories.userId, userId), notInArray(searchHistories.id, kept)));
    // An upsert always returns its row; the check only satisfies the type.
    if (!entry) throw new Error('the upserted search history entry was not returned');
    return entry;
  });
}

export async function findSearchHistoryPage(
  db: Database,
  userId: number,
  pageNo: number,
  pageSize: number,
) {
  const { limit, offset } = pageWindow(pageNo, pageSize);
  const ofBuyer = eq(searchHistories.userId, userId);
  const [list, [total]] = await Promise.all([
    db
      .select({ id: searchHistories.id, searchValue: searchHistories.searchValue })
      .from(searchHistories)
      .where(ofBuyer)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(searchHistories).where(ofBuyer),
  ]);
  return pagedResult<SearchHistoryEntry>(list, total?.value ?? 0, pageSize);
}

/** Deletes one of the buyer's own entries; false when there is none with that id (or not theirs). */
export async function forgetSearch(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(searchHistories)
    .where(and(eq(searchHistories.id, id), eq(searchHistories.userId, userId)))
    .returning({ id: searchHistories.id });
  return deleted.length > 0;
}
