import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  businessRegistrationDigits,
  formatBusinessRegistrationNumber,
  maskPhoneNumber,
  notFoundMessage,
  enforcementMessages,
  type AdminDealerDetail,
  type AdminDealerSummary,
  type AdminReview,
  type DealerStatus,
  type EndpointQuery,
  type listAdminDealers,
} from '@quotemarket/contract';
import type { Database, Transaction } from '../../db/database';
import {
  categories,
  dealerApplications,
  estimations,
  products,
  quotations,
  ratings,
  reports,
  sellerCategories,
  sellers,
  selections,
  users,
} from '../../db/schema';
import { publishQuoteEvent } from '../events/quote-events';
import { openForQuotesWhere } from '../estimations/window';
import { notifyBidWithdrawnForStore } from '../notifications/events';
import { recordAudit, type AuditActor } from '../operators/audit';
import { lockQuotationsWhere } from '../quotations/lock-order';
import { conflict, notFound } from '../shared/errors';
import { orderOf, pageWindow, pagedResult } from '../shared/paging';

export const dealerNotFound = () => notFound(notFoundMessage('dealer'));

/** How many of a dealer's latest reviews and reports its detail shows. */
const detailListLength = 20;

function statusOf(suspendedAt: Date | null): DealerStatus {
  return suspendedAt ? 'suspended' : 'active';
}

function suspensionOf(row: { suspendedAt: Date | null; suspensionReason: string | null }) {
  return row.suspendedAt
    ? { at: row.suspendedAt.toISOString(), reason: row.suspensionReason ?? '' }
    : null;
}

/** Escapes LIKE's wildcards, so a search for "50%" finds that text and not everything. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A dealer's 사업자등록번호 (digits): the one on the 입점 신청 an operator approved, the only place
 * it is kept. Stores that joined before 입점 신청 existed have none.
 */
const approvedBusinessNumber = sql<string | null>`(select ${dealerApplications}.business_number
  from ${dealerApplications}
  where ${dealerApplications}.seller_id = ${sellers}.id and ${dealerApplications}.status = 'approved'
  limit 1)`;

function businessNumberOf(digits: string | null): string | null {
  return digits === null ? null : formatBusinessRegistrationNumber(digits);
}

/** What a search box's text matches: store name or e-mail, and the number when it is one. */
function dealerSearchWhere(search: string): SQL {
  const pattern = containing(search);
  const byText = [ilike(sellers.storeName, pattern), ilike(sellers.email, pattern)];
  // 123-45-67890 and 1234567890 are the same number: the numbers are kept as digits.
  const digits = businessRegistrationDigits(search);
  if (!/^\d+$/.test(digits)) return or(...byText)!;
  return or(...byText, sql`${approvedBusinessNumber} like ${containing(digits)}`)!;
}

/**
 * Dealers for the console: by status and a part of the store name, e-mail or 사업자등록번호,
 * newest first.
 */
export async function listDealers(
  db: Database,
  query: EndpointQuery<typeof listAdminDealers>,
): Promise<{ list: AdminDealerSummary[]; totalElements: number; totalPages: number }> {
  const conditions: SQL[] = [eq(sellers.isActive, true)];
  if (query.status === 'active') conditions.push(isNull(sellers.suspendedAt));
  if (query.status === 'suspended') conditions.push(isNotNull(sellers.suspendedAt));
  if (query.search) conditions.push(dealerSearchWhere(query.search));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query.page, query.size);
  // Spelled out: inside a subquery of one table drizzle leaves its columns unqualified.
  const bidCount = sql<number>`(select count(*)::int from ${estimations}
    where ${estimations}.seller_id = ${sellers}.id)`.mapWith(Number);
  const openReportCount = sql<number>`(select count(*)::int from ${reports}
    where ${reports}.seller_id = ${sellers}.id
      and ${reports}.status in ('RECEIVED', 'REVIEWING'))`.mapWith(Number);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: sellers.id,
        storeName: sellers.storeName,
        email: sellers.email,
        phone: sellers.phone,
        businessNumber: approvedBusinessNumber,
        suspendedAt: sellers.suspendedAt,
        suspensionReason: sellers.suspensionReason,
        createdAt: sellers.createdAt,
        bidCount,
        openReportCount,
      })
      .from(sellers)
      .where(where)
      .orderBy(
        ...orderOf(
          query,
          { storeName: sellers.storeName, bidCount, openReportCount, createdAt: sellers.createdAt },
          sellers.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(sellers).where(where),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    storeName: row.storeName,
    email: row.email,
    phone: row.phone,
    businessRegistrationNumber: businessNumberOf(row.businessNumber),
    status: statusOf(row.suspendedAt),
    suspension: suspensionOf(row),
    bidCount: row.bidCount,
    openReportCount: row.openReportCount,
    createdAt: row.createdAt.toISOString(),
  }));
  return pagedResult(list, total?.total ?? 0, query.size);
}

/** A review as the operators see it: hidden ones too, marked. */
export function toAdminReview(row: {
  id: number;
  rating: number;
  review: string;
  productName: string | null;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}): AdminReview {
  return {
    id: row.id,
    rating: row.rating,
    review: row.review,
    productName: row.productName,
    createdAt: row.createdAt.toISOString(),
    hidden: row.hiddenAt
      ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' }
      : null,
  };
}

export const adminReviewColumns = {
  id: ratings.id,
  rating: ratings.rating,
  review: ratings.review,
  productName: products.name,
  createdAt: ratings.createdAt,
  hiddenAt: ratings.hiddenAt,
  hiddenReason: ratings.hiddenReason,
};

/** A dealer's latest reviews, hidden ones included. */
export async function latestReviewsOf(db: Database, sellerId: number): Promise<AdminReview[]> {
  const rows = await db
    .select(adminReviewColumns)
    .from(ratings)
    .leftJoin(products, eq(products.id, ratings.productId))
    .where(eq(ratings.sellerId, sellerId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(detailListLength);
  return rows.map(toAdminReview);
}

/** Columns of a report in the console's lists. */
export const adminReportColumns = {
  id: reports.id,
  status: reports.status,
  action: reports.action,
  reason: reports.reason,
  content: reports.content,
  messageId: reports.messageId,
  reportedBy: reports.reportedBy,
  dealerId: sellers.id,
  storeName: sellers.storeName,
  productName: products.name,
  reporterPhone: users.phone,
  createdAt: reports.createdAt,
  handledAt: reports.handledAt,
};

/** Reports with their dealer, product and reporter, for the console. */
export function selectAdminReports(db: Database) {
  return db
    .select(adminReportColumns)
    .from(reports)
    .innerJoin(sellers, eq(sellers.id, reports.sellerId))
    .innerJoin(users, eq(users.id, reports.buyerId))
    .leftJoin(products, eq(products.id, reports.productId))
    .$dynamic();
}

type AdminReportRow = Awaited<ReturnType<typeof selectAdminReports>>[number];

/** The reporter's phone is masked: opening it is its own recorded action (열람 사유). */
export function toAdminReportSummary(row: AdminReportRow) {
  return {
    id: row.id,
    status: row.status,
    action: row.action,
    kind: row.messageId === null ? ('seller' as const) : ('message' as const),
    reporter: row.reportedBy,
    reason: row.reason,
    content: row.content,
    dealer: { id: row.dealerId, storeName: row.storeName },
    productName: row.productName,
    reporterPhone: row.reporterPhone ? maskPhoneNumber(row.reporterPhone) : '',
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

export async function loadDealerDetail(db: Database, sellerId: number): Promise<AdminDealerDetail> {
  const [found] = await db
    .select({ seller: sellers, businessNumber: approvedBusinessNumber })
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.isActive, true)));
  if (!found) throw dealerNotFound();
  const { seller } = found;
  const [categoryRows, [bids], [reviewStats], reviews, reportRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.nameKo })
      .from(sellerCategories)
      .innerJoin(categories, eq(categories.id, sellerCategories.categoryId))
      .where(eq(sellerCategories.sellerId, sellerId))
      .orderBy(asc(categories.id)),
    db
      .select({
        total: count(),
        won: sql<number>`count(*) filter (where exists (select 1 from ${selections}
          where ${selections.estimationId} = ${estimations.id}))::int`.mapWith(Number),
        withdrawnForStore:
          sql<number>`count(*) filter (where ${estimations.withdrawnForStore})::int`.mapWith(
            Number,
          ),
      })
      .from(estimations)
      .where(eq(estimations.sellerId, sellerId)),
    db
      .select({
        visible: sql<number>`count(*) filter (where ${ratings.hiddenAt} is null)::int`.mapWith(
          Number,
        ),
        hidden: sql<number>`count(*) filter (where ${ratings.hiddenAt} is not null)::int`.mapWith(
          Number,
        ),
        average:
          sql<number>`coalesce(round(avg(${ratings.rating}) filter (where ${ratings.hiddenAt} is null), 1), 0)::float8`.mapWith(
            Number,
          ),
      })
      .from(ratings)
      .where(eq(ratings.sellerId, sellerId)),
    latestReviewsOf(db, sellerId),
    selectAdminReports(db)
      .where(eq(reports.sellerId, sellerId))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(detailListLength),
  ]);
  const total = bids?.total ?? 0;
  const won = bids?.won ?? 0;
  return {
    id: seller.id,
    storeName: seller.storeName,
    representative: seller.firstName,
    email: seller.email,
    phone: seller.phone,
    address: seller.address,
    introduction: seller.introduction,
    businessRegistrationNumber: businessNumberOf(found.businessNumber),
    businessVerifiedAt: seller.businessVerifiedAt?.toISOString() ?? null,
    categories: categoryRows,
    status: statusOf(seller.suspendedAt),
    suspension: suspensionOf(seller),
    bids: {
      total,
      won,
      winRate: total === 0 ? 0 : won / total,
      withdrawnForStore: bids?.withdrawnForStore ?? 0,
    },
    averageRating: reviewStats?.average ?? 0,
    reviewCount: reviewStats?.visible ?? 0,
    hiddenReviewCount: reviewStats?.hidden ?? 0,
    reviews,
    reports: reportRows.map(toAdminReportSummary),
    createdAt: seller.createdAt.toISOString(),
  };
}

/** Locks the dealer's row for the transaction: two operators' changes to it queue up. */
async function lockDealer(tx: Transaction, sellerId: number) {
  const [seller] = await tx
    .select({
      id: sellers.id,
      storeName: sellers.storeName,
      suspendedAt: sellers.suspendedAt,
      suspensionReason: sellers.suspensionReason,
    })
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.isActive, true)))
    .for('update');
  if (!seller) throw dealerNotFound();
  return seller;
}

/**
 * Suspends a dealer, inside the caller's transaction: the store can no longer log in or call the
 * API (its sessions are checked against `suspended_at`, and the row's change empties every process's
 * session cache), and each of its quotes on a request still open is withdrawn for the store, with
 * the buyer told live and by push. Quotes already chosen stay: the deal is the buyer's.
 */
export async function suspendDealerIn(
  tx: Transaction,
  actor: AuditActor,
  input: { sellerId: number; reason: string },
): Promise<void> {
  const seller = await lockDealer(tx, input.sellerId);
  if (seller.suspendedAt) throw conflict(enforcementMessages.alreadySuspended);
  const now = actor.at;
  await tx
    .update(sellers)
    .set({ suspendedAt: now, suspensionReason: input.reason, updatedAt: now })
    .where(eq(sellers.id, seller.id));

  const withTheirOpenQuote = sql`exists (select 1 from ${estimations}
    where ${estimations.quotationId} = ${quotations.id}
      and ${estimations.sellerId} = ${seller.id} and ${estimations.status} = 'ACTIVE')`;
  // Locked like every other change to a request's quotes, so a buyer choosing this dealer's quote
  // right now either comes first (the deal stands) or finds it withdrawn.
  const locked = await lockQuotationsWhere(tx, and(withTheirOpenQuote, openForQuotesWhere(now))!);
  const withdrawn =
    locked.length === 0
      ? []
      : await tx
          .update(estimations)
          .set({ status: 'WITHDRAWN', withdrawnAt: now, withdrawnForStore: true, updatedAt: now })
          .where(
            and(
              eq(estimations.sellerId, seller.id),
              eq(estimations.status, 'ACTIVE'),
              inArray(estimations.quotationId, locked),
            ),
          )
          .returning({ id: estimations.id, quotationId: estimations.quotationId });
  for (const estimation of withdrawn) {
    const [quotation] = await tx
      .select({ buyerId: quotations.buyerId })
      .from(quotations)
      .where(eq(quotations.id, estimation.quotationId));
    if (!quotation) continue;
    await publishQuoteEvent(tx, {
      type: 'estimation',
      change: 'withdrawn',
      quotationId: estimation.quotationId,
      estimationId: estimation.id,
      buyerId: quotation.buyerId,
      sellerId: seller.id,
    });
    await notifyBidWithdrawnForStore(tx, { estimationId: estimation.id, now });
  }
  await recordAudit(tx, actor, {
    action: 'dealer.suspend',
    target: { type: 'dealer', id: seller.id, label: seller.storeName },
    before: { status: 'active' },
    after: { status: 'suspended', withdrawnQuotes: withdrawn.length },
    reason: input.reason,
  });
}

export async function suspendDealer(
  db: Database,
  actor: AuditActor,
  input: { sellerId: number; reason: string },
): Promise<AdminDealerDetail> {
  await db.transaction((tx) => suspendDealerIn(tx, actor, input));
  return loadDealerDetail(db, input.sellerId);
}

/** Lifts a suspension: the store may log in and bid again; withdrawn quotes stay withdrawn. */
export async function reactivateDealer(
  db: Database,
  actor: AuditActor,
  input: { sellerId: number; reason: string },
): Promise<AdminDealerDetail> {
  await db.transaction(async (tx) => {
    const seller = await lockDealer(tx, input.sellerId);
    if (!seller.suspendedAt) throw conflict(enforcementMessages.notSuspended);
    await tx
      .update(sellers)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: actor.at })
      .where(eq(sellers.id, seller.id));
    await recordAudit(tx, actor, {
      action: 'dealer.reactivate',
      target: { type: 'dealer', id: seller.id, label: seller.storeName },
      before: { status: 'suspended', suspensionReason: seller.suspensionReason },
      after: { status: 'active' },
      reason: input.reason,
    });
  });
  return loadDealerDetail(db, input.sellerId);
}
