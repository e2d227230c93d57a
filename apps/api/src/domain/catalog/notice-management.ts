import { and, count, eq } from 'drizzle-orm';
import {
  contentMessages,
  notFoundMessage,
  type AdminNotice,
  type AuditAction,
  type EndpointQuery,
  type listAdminNotices,
  type NoticeCategory,
  type NoticeInput,
} from '@quotemarket/contract';
import type { Database, Transaction } from '../../db/database';
import { notices } from '../../db/schema';
import { recordAudit, type AuditActor } from '../operators/audit';
import { invalidField, notFound } from '../shared/errors';
import { orderOf, pagedResult, pageWindow } from '../shared/paging';
import { sanitizeHtml } from '../shared/sanitize-html';
import { toNoticeDetail } from './notices';
import { inPublicationState, publicationStateAt, publicationTime } from './publication';

type NoticeRow = typeof notices.$inferSelect;

const noticeNotFound = () => notFound(notFoundMessage('notice'));

function toAdminNotice(row: NoticeRow, now: Date): AdminNotice {
  return {
    id: row.id,
    category: row.category as NoticeCategory,
    title: row.title,
    mandatory: row.mandatory,
    content: row.content,
    state: publicationStateAt(row.publishedAt, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit row keeps of a notice. */
const audited = ({ updatedAt: _updatedAt, ...notice }: AdminNotice) => notice;

export async function listNoticesForOperators(
  db: Database,
  query: EndpointQuery<typeof listAdminNotices>,
  now: Date,
) {
  const where = and(
    query.category ? eq(notices.category, query.category) : undefined,
    query.state ? inPublicationState(notices.publishedAt, query.state, now) : undefined,
  );
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      // A draft's publishedAt is null, which PostgreSQL orders after every time, as the contract says.
      .orderBy(
        ...orderOf(
          query,
          { title: notices.title, publishedAt: notices.publishedAt, updatedAt: notices.updatedAt },
          notices.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(notices).where(where),
  ]);
  return pagedResult(
    rows.map((row) => toAdminNotice(row, now)),
    total?.value ?? 0,
    query.size,
  );
}

async function findNoticeRow(db: Database | Transaction, id: number, lock = false) {
  const select = db.select().from(notices).where(eq(notices.id, id));
  const [row] = await (lock ? select.for('update') : select);
  if (!row) throw noticeNotFound();
  return row;
}

export async function loadNoticeForOperators(db: Database, id: number, now: Date) {
  return toAdminNotice(await findNoticeRow(db, id), now);
}

/** The notice as the buyer app's detail page would receive it, were it published now. */
export async function previewNoticeForOperators(db: Database, id: number, now: Date) {
  const row = await findNoticeRow(db, id);
  return toNoticeDetail(row, row.publishedAt ?? now);
}

/**
 * The input with its HTML through the buyer app's allow-list; what is left must still say
 * something, or the notice would read empty.
 */
function sanitizedInput(input: NoticeInput) {
  const content = sanitizeHtml(input.content);
  const text = content.replace(/<[^>]*>/g, '').trim();
  if (text === '' && !/<img\s/i.test(content)) {
    throw invalidField('content', contentMessages.contentEmptyAfterSanitising);
  }
  return { ...input, content };
}

/** A new notice is a draft: buyers see it once it is published. */
export async function createNoticeDraft(db: Database, actor: AuditActor, input: NoticeInput) {
  const values = sanitizedInput(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ ...values, publishedAt: null, createdAt: actor.at, updatedAt: actor.at })
      .returning();
    const created = toAdminNotice(row!, actor.at);
    await recordAudit(tx, actor, {
      action: 'notice.create',
      target: { type: 'notice', id: created.id, label: created.title },
      after: audited(created),
    });
    return created;
  });
}

/** Changes a notice in whatever state it is; a published one changes for buyers at once. */
async function changeNotice(
  db: Database,
  actor: AuditActor,
  id: number,
  action: AuditAction,
  change: Partial<typeof notices.$inferInsert>,
) {
  return db.transaction(async (tx) => {
    const before = toAdminNotice(await findNoticeRow(tx, id, true), actor.at);
    const [row] = await tx
      .update(notices)
      .set({ ...change, updatedAt: actor.at })
      .where(eq(notices.id, id))
      .returning();
    const after = toAdminNotice(row!, actor.at);
    await recordAudit(tx, actor, {
      action,
      target: { type: 'notice', id, label: after.title },
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

export function editNotice(db: Database, actor: AuditActor, id: number, input: NoticeInput) {
  return changeNotice(db, actor, id, 'notice.update', sanitizedInput(input));
}

/** Publishes now, or at `publishAt` (a time still ahead): buyers' queries show it from then on. */
export function publishNoticeAt(
  db: Database,
  actor: AuditActor,
  id: number,
  publishAt: string | undefined,
) {
  const { publishedAt, scheduled } = publicationTime(publishAt, actor.at);
  return changeNotice(db, actor, id, scheduled ? 'notice.schedule' : 'notice.publish', {
    publishedAt,
  });
}

/** Takes a notice back to a draft: buyers no longer see it, a schedule is cancelled. */
export function unpublishNoticeNow(db: Database, actor: AuditActor, id: number) {
  return changeNotice(db, actor, id, 'notice.unpublish', { publishedAt: null });
}
