import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { NoticeDetail, NoticeSummary } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { notices } from '../../db/schema';
import { pageWindow, pagedResult } from '../shared/paging';
import { sanitizeHtml } from '../shared/sanitize-html';

const seoulOffsetMs = 9 * 60 * 60 * 1000;

/** The Asia/Seoul calendar date (YYYY-MM-DD) of an instant; Korea keeps no daylight saving time. */
export function seoulDate(instant: Date): string {
  return new Date(instant.getTime() + seoulOffsetMs).toISOString().slice(0, 10);
}

/** A notice scheduled for later stays hidden until its publication time. */
const publishedBy = (now: Date) => lte(notices.publishedAt, now);

type NoticeRow = typeof notices.$inferSelect;

/** A notice as buyers get it, shown as published at `shownAt` (its time; a preview's: now). */
function toNoticeSummary(row: NoticeRow, shownAt: Date): NoticeSummary {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    mandatory: row.mandatory,
    interventionDate: shownAt.toISOString(),
    date: seoulDate(shownAt),
    imageUrl: row.imageUrl,
  };
}

/**
 * The notice's detail as the buyer app receives it. Stored content was sanitized on write;
 * sanitizing again on read protects against rows written by any path that forgot to.
 */
export function toNoticeDetail(row: NoticeRow, shownAt: Date): NoticeDetail {
  return { ...toNoticeSummary(row, shownAt), content: sanitizeHtml(row.content) };
}

/** Mandatory notices first, then the newest. */
export async function findNoticePage(db: Database, now: Date, pageNo: number, pageSize: number) {
  const { limit, offset } = pageWindow(pageNo, pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(publishedBy(now))
      .orderBy(desc(notices.mandatory), desc(notices.publishedAt), desc(notices.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(notices).where(publishedBy(now)),
  ]);
  return pagedResult(
    rows.map((row) => toNoticeSummary(row, row.publishedAt ?? now)),
    total?.value ?? 0,
    pageSize,
  );
}

export async function findNotice(
  db: Database,
  now: Date,
  id: number,
): Promise<NoticeDetail | null> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), publishedBy(now)));
  if (!row) return null;
  return toNoticeDetail(row, row.publishedAt ?? now);
}
