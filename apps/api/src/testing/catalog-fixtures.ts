import { eq, isNotNull, sql } from 'drizzle-orm';
import { quoteKindOfRequest, type Endpoint, type EndpointResponse } from '@quotemarket/contract';
import type { Database } from '../db/database';
import {
  dealDocuments,
  dealDocumentShares,
  estimations,
  products,
  quotations,
  ratings,
  selections,
} from '../db/schema';
import { allInCostOfColumns } from '../domain/estimations/columns';
import { callForEnvelope, type CallOptions } from './call-endpoint';
import type { TestContext } from './test-app';
import { biddingDeadline } from '../domain/quotations/state';

// Test-only rows of marketplace activity for the catalogue's route tests (which may not add to the
// shared testing/ factories). Kept beside the domain modules they exercise.

type NewQuotation = typeof quotations.$inferInsert;
type NewEstimation = typeof estimations.$inferInsert;

/**
 * Removes the seeded demo deals, so a test that counts or ranks activity sees only its own rows.
 * Seeded reviews written before the platform recorded deals (no selection) stay.
 */
export async function clearMarketActivity(db: Database): Promise<void> {
  // The seeded deals' 견적서 refuse deletion (a trigger keeps them immutable); a test's reset of
  // the demo data is the one place that sets it aside, for its own database only.
  await db.transaction(async (tx) => {
    await tx.delete(dealDocumentShares);
    await tx.execute(sql`alter table deal_documents disable trigger deal_documents_no_changes`);
    await tx.delete(dealDocuments);
    await tx.execute(sql`alter table deal_documents enable trigger deal_documents_no_changes`);
  });
  await db.delete(ratings).where(isNotNull(ratings.selectionId));
  await db.delete(selections);
  await db.delete(estimations);
  await db.delete(quotations);
}

/** A quote request submitted at `submittedAt`, open for the usual 48 hours from then. */
export async function insertSubmittedQuotation(
  db: Database,
  values: Pick<NewQuotation, 'buyerId' | 'productId' | 'categoryId'> &
    Partial<NewQuotation> & { submittedAt: Date },
) {
  const [quotation] = await db
    .insert(quotations)
    .values({
      status: 'OPEN',
      deadlineAt: biddingDeadline(values.submittedAt),
      createdAt: values.submittedAt,
      ...values,
    })
    .returning();
  return quotation!;
}

export async function insertEstimation(
  db: Database,
  values: Pick<NewEstimation, 'quotationId' | 'sellerId'> &
    Partial<Omit<NewEstimation, 'allInCost' | 'allInMonths'>>,
) {
  const [quotation] = await db
    .select({ categoryId: quotations.categoryId, price: products.price })
    .from(quotations)
    .leftJoin(products, eq(products.id, quotations.productId))
    .where(eq(quotations.id, values.quotationId));
  const cost = allInCostOfColumns(
    quoteKindOfRequest(quotation?.categoryId ?? 0),
    values,
    quotation?.price ?? 0,
  );
  const [estimation] = await db
    .insert(estimations)
    .values({ ...values, allInCost: cost.total, allInMonths: cost.months })
    .returning();
  return estimation!;
}

/** The buyer's choice of `estimation`, which makes it a successful bid of its dealer. */
export async function insertSelection(
  db: Database,
  estimation: { id: number; quotationId: number; sellerId: number },
  buyerId: number,
) {
  const [selection] = await db
    .insert(selections)
    .values({
      quotationId: estimation.quotationId,
      estimationId: estimation.id,
      sellerId: estimation.sellerId,
      buyerId,
    })
    .returning();
  return selection!;
}

export { callEndpoint, type CallOptions as CallInput } from './call-endpoint';

/** The `data` of a successful call, parsed with the endpoint's own response schema. */
export async function callOk<E extends Endpoint>(
  ctx: TestContext,
  endpoint: E,
  input: CallOptions = {},
): Promise<EndpointResponse<E>> {
  return (await callForEnvelope(ctx, endpoint, input)).data;
}
