import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  buyerPublicName,
  formatPhoneNumber,
  marketRequestMessages,
  maskPhoneNumber,
  notFoundMessage,
  type EndpointQuery,
  type listMarketRequests,
  type MarketRequestDetail,
  type MarketRequestListItem,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import {
  auditLog,
  categories,
  consents,
  estimations,
  products,
  quotations,
  selections,
  sellers,
  users,
} from '../../db/schema';
import type { AuditActor } from '../operators/audit';
import { recordAudit } from '../operators/audit';
import { endOpenRequest } from '../quotations/closing';
import { cheapestEstimationFirst } from '../quotations/ranking';
import { isAcceptingQuotes } from '../quotations/state';
import { quotationHasSelection } from '../estimations/window';
import { conflict, notFound } from '../shared/errors';
import { orderOf, pagedResult, pageWindow } from '../shared/paging';

const requestColumns = {
  id: quotations.id,
  status: quotations.status,
  categoryId: quotations.categoryId,
  categoryName: categories.nameKo,
  productName: products.name,
  buyerId: quotations.buyerId,
  buyerPhone: users.phone,
  submittedAt: quotations.submittedAt,
  deadlineAt: quotations.deadlineAt,
  closedAt: quotations.closedAt,
  bidCount: sql<number>`(select count(*) from ${estimations}
    where ${estimations.quotationId} = ${quotations.id})`.mapWith(Number),
  hasSelection: quotationHasSelection,
};

type RequestRow = {
  id: number;
  status: MarketRequestListItem['status'];
  categoryName: string;
  productName: string;
  buyerPhone: string | null;
  submittedAt: Date | null;
  deadlineAt: Date | null;
  closedAt: Date | null;
  bidCount: number;
  hasSelection: boolean;
};

function requestsQuery(db: Database) {
  return db
    .select(requestColumns)
    .from(quotations)
    .innerJoin(categories, eq(categories.id, quotations.categoryId))
    .innerJoin(products, eq(products.id, quotations.productId))
    .innerJoin(users, eq(users.id, quotations.buyerId));
}

function listItemOf(row: RequestRow, now: Date): MarketRequestListItem {
  return {
    id: row.id,
    status: row.status,
    isOpen: !row.hasSelection && isAcceptingQuotes(row, now),
    categoryName: row.categoryName,
    productName: row.productName,
    buyerPhone: maskPhoneNumber(row.buyerPhone),
    bidCount: row.bidCount,
    hasSelection: Boolean(row.hasSelection),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
  };
}

/**
 * The request browser's search. Operators know a buyer by the number they call from: the whole
 * number matches exactly, four digits match its end. Drafts are not requests yet and never show.
 * Ordered by the column asked, the latest request first unless asked otherwise.
 */
export async function listRequests(
  db: Database,
  query: EndpointQuery<typeof listMarketRequests>,
  now: Date,
) {
  const conditions: SQL[] = [ne(quotations.status, 'DRAFT')];
  if (query.requestId !== undefined) conditions.push(eq(quotations.id, query.requestId));
  if (query.phone !== undefined) {
    conditions.push(
      query.phone.length === 4
        ? eq(sql`right(${users.phone}, 4)`, query.phone)
        : eq(users.phone, query.phone),
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, [total]] = await Promise.all([
    requestsQuery(db)
      .where(where)
      .orderBy(
        ...orderOf(
          query,
          {
            productName: products.name,
            bidCount: requestColumns.bidCount,
            submittedAt: quotations.submittedAt,
          },
          quotations.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(quotations)
      .innerJoin(users, eq(users.id, quotations.buyerId))
      .where(where),
  ]);
  return pagedResult(
    rows.map((row) => listItemOf(row, now)),
    total?.value ?? 0,
    query.size,
  );
}

/** One request as the console shows it: the buyer masked, quotes ranked as the buyer sees them. */
export async function loadRequest(
  db: Database,
  quotationId: number,
  now: Date,
): Promise<MarketRequestDetail> {
  const [row] = await requestsQuery(db)
    .where(and(eq(quotations.id, quotationId), ne(quotations.status, 'DRAFT')))
    .limit(1);
  if (!row) throw notFound(notFoundMessage('quotation'));
  const [[buyer], bids, [selection], buyerConsents, closings] = await Promise.all([
    db
      .select({ name: users.name, nickname: users.nickname, withdrawnAt: users.withdrawnAt })
      .from(users)
      .where(eq(users.id, row.buyerId)),
    db
      .select({
        id: estimations.id,
        sellerId: estimations.sellerId,
        storeName: sellers.storeName,
        status: estimations.status,
        allInCost: estimations.allInCost,
        allInMonths: estimations.allInMonths,
        submittedAt: estimations.createdAt,
        withdrawnAt: estimations.withdrawnAt,
      })
      .from(estimations)
      .innerJoin(sellers, eq(sellers.id, estimations.sellerId))
      .where(eq(estimations.quotationId, quotationId))
      .orderBy(...cheapestEstimationFirst),
    db
      .select({
        estimationId: selections.estimationId,
        storeName: sellers.storeName,
        createdAt: selections.createdAt,
        consentVersion: selections.consentVersion,
        consentedAt: selections.consentedAt,
        termsVersion: selections.termsVersion,
      })
      .from(selections)
      .innerJoin(sellers, eq(sellers.id, selections.sellerId))
      .where(eq(selections.quotationId, quotationId)),
    db
      .select({
        term: consents.term,
        version: consents.version,
        agreedAt: consents.agreedAt,
        withdrawnAt: consents.withdrawnAt,
      })
      .from(consents)
      .where(eq(consents.userId, row.buyerId))
      .orderBy(asc(consents.agreedAt), asc(consents.id)),
    db
      .select({ at: auditLog.createdAt, reason: auditLog.reason })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'quotation.close'),
          eq(auditLog.targetType, 'quotation'),
          eq(auditLog.targetId, quotationId),
        ),
      ),
  ]);

  type TimelineEvent = Omit<MarketRequestDetail['events'][number], 'at'> & { at: Date };
  const events: TimelineEvent[] = [];
  if (row.submittedAt) events.push({ kind: 'submitted', at: row.submittedAt, detail: '' });
  for (const bid of bids) {
    events.push({ kind: 'bid', at: bid.submittedAt, detail: bid.storeName });
    if (bid.withdrawnAt)
      events.push({ kind: 'bidWithdrawn', at: bid.withdrawnAt, detail: bid.storeName });
  }
  if (selection)
    events.push({ kind: 'selected', at: selection.createdAt, detail: selection.storeName });
  // An operator's closing is told by its audit row, which keeps the reason as well.
  if (row.status === 'CANCELLED' && row.closedAt) {
    events.push({ kind: 'closedByBuyer', at: row.closedAt, detail: '' });
  }
  for (const closing of closings) {
    events.push({ kind: 'closedByOperator', at: closing.at, detail: closing.reason ?? '' });
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());

  return {
    request: listItemOf(row, now),
    buyer: {
      id: row.buyerId,
      name: buyerPublicName(buyer ?? null),
      phone: maskPhoneNumber(row.buyerPhone),
      withdrawn: buyer?.withdrawnAt != null,
    },
    bids: bids.map((bid) => ({
      ...bid,
      submittedAt: bid.submittedAt.toISOString(),
      withdrawnAt: bid.withdrawnAt?.toISOString() ?? null,
    })),
    selection: selection
      ? {
          ...selection,
          createdAt: selection.createdAt.toISOString(),
          consentedAt: selection.consentedAt?.toISOString() ?? null,
        }
      : null,
    consents: buyerConsents.map((consent) => ({
      ...consent,
      agreedAt: consent.agreedAt.toISOString(),
      withdrawnAt: consent.withdrawnAt?.toISOString() ?? null,
    })),
    events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

/**
 * Opens a buyer's full number for one operator, once: the audit row (with the reason) is written
 * before the number leaves, in one transaction, so no number is ever shown unrecorded. A withdrawn
 * buyer's number survives only on a deal, as the dealer was given it.
 */
export async function revealRequestBuyerPhone(
  db: Database,
  actor: AuditActor,
  quotationId: number,
  reason: string,
): Promise<{ phone: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        buyerId: quotations.buyerId,
        phone: sql<string | null>`coalesce(${users.phone}, ${selections.buyerPhone})`,
      })
      .from(quotations)
      .innerJoin(users, eq(users.id, quotations.buyerId))
      .leftJoin(selections, eq(selections.quotationId, quotations.id))
      .where(and(eq(quotations.id, quotationId), ne(quotations.status, 'DRAFT')));
    if (!row) throw notFound(notFoundMessage('quotation'));
    if (!row.phone) throw conflict(marketRequestMessages.noPhone);
    await recordAudit(tx, actor, {
      action: 'contact.reveal',
      target: { type: 'buyer', id: row.buyerId, label: maskPhoneNumber(row.phone) },
      after: { quotationId },
      reason,
    });
    return { phone: formatPhoneNumber(row.phone) };
  });
}

/**
 * Closes a fraudulent request, as the buyer's 견적 그만 받기 ends one (quotations/closing.ts), its
 * bidders told an operator ended it, with the operator's audit row in the same transaction.
 */
export async function closeRequest(
  db: Database,
  actor: AuditActor,
  quotationId: number,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await endOpenRequest(tx, {
      quotationId,
      status: 'CLOSED',
      now: actor.at,
      notOpenMessage: marketRequestMessages.notOpen,
    });
    await recordAudit(tx, actor, {
      action: 'quotation.close',
      target: {
        type: 'quotation',
        id: quotationId,
        label: `#${quotationId} ${ended.productName}`,
      },
      before: { status: ended.before },
      after: { status: 'CLOSED' },
      reason,
    });
  });
}
