import { and, count, eq } from 'drizzle-orm';
import {
  inquiryCategoryLabels,
  listOrderOf,
  marketRequestMessages,
  notFoundMessage,
  operatorInquirySorting,
  type EndpointQuery,
  type listOperatorInquiries,
  type OperatorInquiry,
} from '@quotemarket/contract';
import type { Database, Transaction } from '../../db/database';
import { inquiries, operators } from '../../db/schema';
import { recordAudit, type AuditActor } from '../operators/audit';
import { conflict, notFound } from '../shared/errors';
import { orderOf, pagedResult, pageWindow } from '../shared/paging';

const inquiryColumns = {
  id: inquiries.id,
  category: inquiries.category,
  message: inquiries.message,
  replyEmail: inquiries.replyEmail,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
  answeredAt: inquiries.answeredAt,
  answeredById: operators.id,
  answeredByName: operators.name,
  answerNote: inquiries.answerNote,
};

type InquiryRow = Awaited<ReturnType<typeof inquiriesQuery>>[number];

function inquiryOf(row: InquiryRow): OperatorInquiry {
  return {
    id: row.id,
    category: row.category,
    message: row.message,
    replyEmail: row.replyEmail,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy:
      row.answeredById === null ? null : { id: row.answeredById, name: row.answeredByName ?? '' },
    answerNote: row.answerNote,
  };
}

function inquiriesQuery(db: Database | Transaction) {
  return db
    .select(inquiryColumns)
    .from(inquiries)
    .leftJoin(operators, eq(operators.id, inquiries.answeredByOperatorId));
}

/**
 * One tab of the queue by the column asked, or the tab's own order: what waits, oldest first
 * (first come, first answered); what is done, latest answer first. A column the tab does not
 * sort by (the answer time of what waits) leaves the tab's own order.
 */
export async function listInquiries(
  db: Database,
  query: EndpointQuery<typeof listOperatorInquiries>,
) {
  const where = eq(inquiries.status, query.status);
  const order = orderOf(
    listOrderOf(operatorInquirySorting[query.status], query),
    { createdAt: inquiries.createdAt, answeredAt: inquiries.answeredAt },
    inquiries.id,
  );
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, [total]] = await Promise.all([
    inquiriesQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(inquiries).where(where),
  ]);
  return pagedResult(rows.map(inquiryOf), total?.value ?? 0, query.size);
}

/**
 * Records that an inquiry was answered (by e-mail, outside the system), by whom and with what
 * note. Only a waiting inquiry moves: the guard in the UPDATE settles two operators at once.
 */
export async function markInquiryAnswered(
  db: Database,
  actor: AuditActor,
  inquiryId: number,
  note: string,
): Promise<OperatorInquiry> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(inquiries)
      .set({
        status: 'answered',
        answeredAt: actor.at,
        answeredByOperatorId: actor.operatorId,
        answerNote: note,
      })
      .where(and(eq(inquiries.id, inquiryId), eq(inquiries.status, 'received')))
      .returning({ id: inquiries.id, category: inquiries.category });
    if (!updated) {
      const [exists] = await tx
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(eq(inquiries.id, inquiryId));
      if (!exists) throw notFound(notFoundMessage('inquiry'));
      throw conflict(marketRequestMessages.alreadyAnswered);
    }
    await recordAudit(tx, actor, {
      action: 'inquiry.answer',
      // The label names the inquiry, not the buyer's address: personal data stays out of the
      // append-only log, which no one can edit.
      target: {
        type: 'inquiry',
        id: inquiryId,
        label: `#${inquiryId} ${inquiryCategoryLabels[updated.category]}`,
      },
      before: { status: 'received' },
      after: { status: 'answered', note },
      reason: null,
    });
    const [row] = await inquiriesQuery(tx).where(eq(inquiries.id, inquiryId));
    return inquiryOf(row!);
  });
}
