import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import {
  enforcementMessages,
  notFoundMessage,
  type EndpointQuery,
  type listAdminReports,
  reportActionLabels,
  reportTransitions,
  type AdminReportDetail,
  type AdminReportSummary,
  type MyReport,
  type ReportAction,
  type ReportReason,
  type ReportedConversation,
  reportedConversationContext,
} from '@quotemarket/contract';
import type { Database, Transaction } from '../../db/database';
import { messages, products, ratings, reports, sellers, sellerWarnings } from '../../db/schema';
import { photoOf } from '../messages/conversations';
import { notifyReportOutcome } from '../notifications/events';
import { recordAudit, type AuditActor } from '../operators/audit';
import { conflict, invalidInput, notFound } from '../shared/errors';
import { orderOf, pageWindow, pagedResult } from '../shared/paging';
import {
  latestReviewsOf,
  selectAdminReports,
  suspendDealerIn,
  toAdminReportSummary,
} from './dealers';
import { hideReviewIn } from './reviews';
import { findAttachedDealDocument } from '../quotations/deal-document';

const reportNotFound = () => notFound(notFoundMessage('report'));

/** The queue, by the column asked (oldest first unless asked, so nothing waits behind newer ones). */
export async function listReports(
  db: Database,
  query: EndpointQuery<typeof listAdminReports>,
): Promise<{ list: AdminReportSummary[]; totalElements: number; totalPages: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(reports.status, query.status));
  if (query.reason) conditions.push(eq(reports.reason, query.reason));
  if (query.dealerId !== undefined) conditions.push(eq(reports.sellerId, query.dealerId));
  if (query.kind) {
    conditions.push(
      query.kind === 'message' ? isNotNull(reports.messageId) : isNull(reports.messageId),
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, [total]] = await Promise.all([
    selectAdminReports(db)
      .where(where)
      .orderBy(
        ...orderOf(
          query,
          { storeName: sellers.storeName, createdAt: reports.createdAt },
          reports.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  return pagedResult(rows.map(toAdminReportSummary), total?.total ?? 0, query.size);
}

/**
 * The conversation of a message report as the operator reads it, oldest first: the reported
 * message with up to `reportedConversationContext` messages on each side of it.
 */
async function reportedConversation(
  db: Database,
  messageId: number,
): Promise<ReportedConversation | null> {
  const [reported] = await db
    .select({ estimationId: messages.estimationId })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!reported) return null;
  const ofConversation = eq(messages.estimationId, reported.estimationId);
  const [before, fromReported] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(ofConversation, lt(messages.id, messageId)))
      .orderBy(desc(messages.id))
      .limit(reportedConversationContext),
    db
      .select()
      .from(messages)
      .where(and(ofConversation, gte(messages.id, messageId)))
      .orderBy(asc(messages.id))
      .limit(reportedConversationContext + 1),
  ]);
  return {
    estimationId: reported.estimationId,
    reportedMessageId: messageId,
    messages: [...before.reverse(), ...fromReported].map((message) => {
      const photo = photoOf(message);
      return {
        id: message.id,
        sender: message.sender,
        body: message.body,
        ...(photo ? { photo } : {}),
        createdAt: message.createdAt.toISOString(),
      };
    }),
  };
}

export async function loadReportDetail(db: Database, reportId: number): Promise<AdminReportDetail> {
  const [row] = await selectAdminReports(db).where(eq(reports.id, reportId));
  if (!row) throw reportNotFound();
  const [[extra], dealerReviews] = await Promise.all([
    db
      .select({
        operatorNote: reports.operatorNote,
        hiddenRatingId: reports.hiddenRatingId,
        dealDocumentId: reports.dealDocumentId,
        suspendedAt: sellers.suspendedAt,
      })
      .from(reports)
      .innerJoin(sellers, eq(sellers.id, reports.sellerId))
      .where(eq(reports.id, reportId)),
    latestReviewsOf(db, row.dealerId),
  ]);
  const dealDocumentId = extra?.dealDocumentId ?? null;
  const conversation =
    row.messageId === null ? null : await reportedConversation(db, row.messageId);
  return {
    ...toAdminReportSummary(row),
    operatorNote: extra?.operatorNote ?? null,
    hiddenReviewId: extra?.hiddenRatingId ?? null,
    dealerStatus: extra?.suspendedAt ? 'suspended' : 'active',
    dealDocument:
      dealDocumentId === null ? null : await findAttachedDealDocument(db, dealDocumentId),
    dealerReviews,
    conversation,
  };
}

export interface ReportChange {
  status: 'REVIEWING' | 'RESOLVED' | 'DISMISSED';
  note?: string;
  action?: ReportAction;
  reviewId?: number;
}

/** What the change asks for, checked before anything is written: the console's own words. */
function checkChange(change: ReportChange): void {
  if (change.status === 'RESOLVED' && !change.action) {
    throw invalidInput(enforcementMessages.actionRequired);
  }
  if (change.status !== 'RESOLVED' && change.action) {
    throw invalidInput(enforcementMessages.actionOnlyWhenResolved);
  }
  if (change.action === 'HIDE_REVIEW' && change.reviewId === undefined) {
    throw invalidInput(enforcementMessages.reviewRequiredForHide);
  }
  if (change.status === 'DISMISSED' && !change.note) {
    throw invalidInput(enforcementMessages.noteRequiredForDismiss);
  }
}

const statusAudit = {
  REVIEWING: 'report.review',
  RESOLVED: 'report.resolve',
  DISMISSED: 'report.dismiss',
} as const;

/** The warning a dealer reads in its console, from the report's words and the operator's note. */
function warningMessage(note: string | undefined): string {
  const base = '구매자 신고를 확인한 결과, 운영 정책을 어긴 것으로 보여 경고드려요.';
  return note ? `${base} ${note}` : base;
}

/**
 * Moves a report on (접수 → 검토 중 → 조치 완료 / 기각), with its action when it is resolved:
 * each step and each action leaves its own audit row, all in one transaction. The reporting buyer
 * is told when the report is finished.
 */
export async function changeReport(
  db: Database,
  actor: AuditActor,
  reportId: number,
  change: ReportChange,
): Promise<AdminReportDetail> {
  checkChange(change);
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({
        id: reports.id,
        status: reports.status,
        sellerId: reports.sellerId,
        storeName: sellers.storeName,
        operatorNote: reports.operatorNote,
      })
      .from(reports)
      .innerJoin(sellers, eq(sellers.id, reports.sellerId))
      .where(eq(reports.id, reportId))
      .for('update', { of: reports });
    if (!report) throw reportNotFound();
    if (reportTransitions[report.status].length === 0) {
      throw conflict(enforcementMessages.reportFinished);
    }
    if (!reportTransitions[report.status].includes(change.status)) {
      throw conflict(enforcementMessages.reportTransition);
    }
    const finished = change.status !== 'REVIEWING';
    const note = change.note || report.operatorNote;
    if (change.action) await applyAction(tx, actor, report, change);
    await tx
      .update(reports)
      .set({
        status: change.status,
        operatorNote: note,
        action: change.action ?? null,
        hiddenRatingId: change.action === 'HIDE_REVIEW' ? change.reviewId : null,
        handledAt: finished ? actor.at : null,
      })
      .where(eq(reports.id, report.id));
    await recordAudit(tx, actor, {
      action: statusAudit[change.status],
      target: { type: 'report', id: report.id, label: `${report.storeName} 신고` },
      before: { status: report.status },
      after: {
        status: change.status,
        ...(change.action ? { action: reportActionLabels[change.action] } : {}),
      },
      reason: change.note || null,
    });
    if (finished) await notifyReportOutcome(tx, { reportId: report.id, now: actor.at });
  });
  return loadReportDetail(db, reportId);
}

async function applyAction(
  tx: Transaction,
  actor: AuditActor,
  report: { id: number; sellerId: number; storeName: string },
  change: ReportChange,
): Promise<void> {
  const reason = change.note || `신고 #${report.id}`;
  switch (change.action) {
    case 'WARN': {
      const [warning] = await tx
        .insert(sellerWarnings)
        .values({
          sellerId: report.sellerId,
          reportId: report.id,
          message: warningMessage(change.note),
          createdAt: actor.at,
        })
        .returning({ id: sellerWarnings.id, message: sellerWarnings.message });
      await recordAudit(tx, actor, {
        action: 'dealer.warn',
        target: { type: 'dealer', id: report.sellerId, label: report.storeName },
        after: { warningId: warning!.id, message: warning!.message, reportId: report.id },
        reason,
      });
      return;
    }
    case 'HIDE_REVIEW': {
      const [review] = await tx
        .select({ sellerId: ratings.sellerId })
        .from(ratings)
        .where(eq(ratings.id, change.reviewId!));
      if (!review || review.sellerId !== report.sellerId) {
        throw invalidInput(enforcementMessages.reviewNotOfDealer);
      }
      await hideReviewIn(tx, actor, { ratingId: change.reviewId!, reason });
      return;
    }
    case 'SUSPEND':
      await suspendDealerIn(tx, actor, { sellerId: report.sellerId, reason });
      return;
    case undefined:
      return;
  }
}

/** The buyer's own reports with where each stands, newest first (신고 내역). */
export async function listBuyerReports(
  db: Database,
  query: { buyerId: number; page: number; size: number },
): Promise<{ list: MyReport[]; totalElements: number; totalPages: number }> {
  // 신고 내역 lists the buyer's reports of stores; message reports (theirs, or a store's about
  // them) are the operators' alone for now.
  const where = and(eq(reports.buyerId, query.buyerId), isNull(reports.messageId));
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reports.id,
        storeName: sellers.storeName,
        productName: products.name,
        reason: reports.reason,
        content: reports.content,
        status: reports.status,
        action: reports.action,
        createdAt: reports.createdAt,
        handledAt: reports.handledAt,
      })
      .from(reports)
      .innerJoin(sellers, eq(sellers.id, reports.sellerId))
      .leftJoin(products, eq(products.id, reports.productId))
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  const list = rows.map((row) => ({
    ...row,
    // Reports of stores only (the filter above): their reasons are the report form's.
    reason: row.reason as ReportReason,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }));
  return pagedResult(list, total?.total ?? 0, query.size);
}
