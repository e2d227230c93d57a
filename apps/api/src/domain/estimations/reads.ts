import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type {
  EstimationOutcome,
  SellerEstimation,
  SellerEstimationListItem,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { estimations, products, quotations, selections } from '../../db/schema';
import { columnsToTerms } from './columns';
import { estimationClosedReasonSql, estimationOutcomeSql } from './outcome';
import { summarizeTerms } from './terms';
import { pageWindow, pagedResult } from '../shared/paging';

/** A dealer's quotes with what their outcome and list cards need. */
function selectSellerEstimations(db: Database, now: Date, where: SQL) {
  return db
    .select({
      estimation: estimations,
      categoryId: quotations.categoryId,
      deadlineAt: quotations.deadlineAt,
      productName: products.name,
      outcome: estimationOutcomeSql(now),
      closedReason: estimationClosedReasonSql(now),
    })
    .from(estimations)
    .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
    .innerJoin(products, eq(products.id, quotations.productId))
    .leftJoin(selections, eq(selections.quotationId, estimations.quotationId))
    .where(where);
}

type SellerEstimationRow = Awaited<ReturnType<typeof selectSellerEstimations>>[number];

function toSellerEstimation({
  estimation,
  categoryId,
  outcome,
}: SellerEstimationRow): SellerEstimation {
  return {
    id: estimation.id,
    quotationId: estimation.quotationId,
    categoryId,
    status: estimation.status,
    outcome,
    terms: columnsToTerms(categoryId, estimation),
    submittedAt: estimation.createdAt.toISOString(),
    updatedAt: estimation.updatedAt.toISOString(),
    withdrawnAt: estimation.withdrawnAt?.toISOString() ?? null,
  };
}

/** One of the dealer's quotes, by its id or by its quotation; null when the dealer has none. */
export async function findSellerEstimation(
  db: Database,
  input: { sellerId: number; now: Date } & ({ estimationId: number } | { quotationId: number }),
): Promise<SellerEstimation | null> {
  const which =
    'estimationId' in input
      ? eq(estimations.id, input.estimationId)
      : eq(estimations.quotationId, input.quotationId);
  const [row] = await selectSellerEstimations(
    db,
    input.now,
    and(eq(estimations.sellerId, input.sellerId), which)!,
  );
  return row ? toSellerEstimation(row) : null;
}

function toListItem(row: SellerEstimationRow): SellerEstimationListItem {
  const { estimation, categoryId, deadlineAt, productName, outcome, closedReason } = row;
  return {
    estimationId: estimation.id,
    quotationId: estimation.quotationId,
    categoryId,
    productName,
    submittedAt: estimation.createdAt.toISOString(),
    // Quotes only exist on submitted requests, which always have a deadline.
    deadlineAt: deadlineAt!.toISOString(),
    outcome,
    closedReason,
    summary: summarizeTerms(columnsToTerms(categoryId, estimation)),
  };
}

/** The dealer's quotes, newest first, optionally only those with one outcome. */
export async function loadSellerEstimations(
  db: Database,
  input: {
    sellerId: number;
    now: Date;
    outcome?: EstimationOutcome | undefined;
    page: number;
    size: number;
  },
) {
  const outcome = estimationOutcomeSql(input.now);
  const where = and(
    eq(estimations.sellerId, input.sellerId),
    input.outcome ? eq(outcome, input.outcome) : undefined,
  )!;
  const { limit, offset } = pageWindow(input.page, input.size);
  const rows = await selectSellerEstimations(db, input.now, where)
    .orderBy(desc(estimations.createdAt), desc(estimations.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ value: count() })
    .from(estimations)
    .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
    .leftJoin(selections, eq(selections.quotationId, estimations.quotationId))
    .where(where);
  return pagedResult(rows.map(toListItem), total?.value ?? 0, input.size);
}
