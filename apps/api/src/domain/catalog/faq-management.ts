import { asc, eq, lte } from 'drizzle-orm';
import {
  notFoundMessage,
  type AdminFaq,
  type AuditAction,
  type FaqCategory,
  type FaqEntry,
  type FaqInput,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { faqs } from '../../db/schema';
import { recordAudit, type AuditActor } from '../operators/audit';
import { notFound } from '../shared/errors';
import { publicationStateAt, publicationTime } from './publication';

type FaqRow = typeof faqs.$inferSelect;

const faqNotFound = () => notFound(notFoundMessage('faq'));
const faqOrder = [asc(faqs.displayOrder), asc(faqs.id)];

/** The FAQ buyers read: published entries, in the operators' order. */
export async function findPublishedFaqs(db: Database, now: Date): Promise<FaqEntry[]> {
  const rows = await db
    .select()
    .from(faqs)
    .where(lte(faqs.publishedAt, now))
    .orderBy(...faqOrder);
  return rows.map(({ id, category, question, answer }) => ({
    id,
    category: category as FaqCategory,
    question,
    answer,
  }));
}

function toAdminFaq(row: FaqRow, now: Date): AdminFaq {
  return {
    id: row.id,
    category: row.category as FaqCategory,
    question: row.question,
    answer: row.answer,
    displayOrder: row.displayOrder,
    state: publicationStateAt(row.publishedAt, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const audited = ({ updatedAt: _updatedAt, ...faq }: AdminFaq) => faq;

/** Every entry, drafts and schedules included, in the order buyers read them. */
export async function listFaqsForOperators(
  db: Database,
  category: FaqCategory | undefined,
  now: Date,
): Promise<AdminFaq[]> {
  const rows = await db
    .select()
    .from(faqs)
    .where(category ? eq(faqs.category, category) : undefined)
    .orderBy(...faqOrder);
  return rows.map((row) => toAdminFaq(row, now));
}

/** A new entry is a draft: buyers see it once it is published. */
export async function createFaqDraft(db: Database, actor: AuditActor, input: FaqInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(faqs)
      .values({ ...input, publishedAt: null, createdAt: actor.at, updatedAt: actor.at })
      .returning();
    const created = toAdminFaq(row!, actor.at);
    await recordAudit(tx, actor, {
      action: 'faq.create',
      target: { type: 'faq', id: created.id, label: created.question },
      after: audited(created),
    });
    return created;
  });
}

async function changeFaq(
  db: Database,
  actor: AuditActor,
  id: number,
  action: AuditAction,
  change: Partial<typeof faqs.$inferInsert>,
) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    if (!locked) throw faqNotFound();
    const [row] = await tx
      .update(faqs)
      .set({ ...change, updatedAt: actor.at })
      .where(eq(faqs.id, id))
      .returning();
    const after = toAdminFaq(row!, actor.at);
    await recordAudit(tx, actor, {
      action,
      target: { type: 'faq', id, label: after.question },
      before: audited(toAdminFaq(locked, actor.at)),
      after: audited(after),
    });
    return after;
  });
}

export function editFaq(db: Database, actor: AuditActor, id: number, input: FaqInput) {
  return changeFaq(db, actor, id, 'faq.update', input);
}

export function publishFaqAt(
  db: Database,
  actor: AuditActor,
  id: number,
  publishAt: string | undefined,
) {
  const { publishedAt, scheduled } = publicationTime(publishAt, actor.at);
  return changeFaq(db, actor, id, scheduled ? 'faq.schedule' : 'faq.publish', { publishedAt });
}

export function unpublishFaqNow(db: Database, actor: AuditActor, id: number) {
  return changeFaq(db, actor, id, 'faq.unpublish', { publishedAt: null });
}
