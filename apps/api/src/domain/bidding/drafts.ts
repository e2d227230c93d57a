import { notFoundMessage } from '@quotemarket/contract';
import { and, asc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { BiddingProgress, BiddingResponse, BiddingResponseInput } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { biddingQuestions, biddingResponses, quotations } from '../../db/schema';
import { notFound } from '../shared/errors';
import { planAnswers } from './answers';
import { toBiddingProgress } from './progress';
import type { WizardQuestion } from './questions';

export const draftNotFoundMessage = notFoundMessage('draftQuotation');

/**
 * Which draft a wizard writes to: a buyer has one per product, and one product-less internet draft
 * (its product is resolved from the answers at submission).
 */
export interface DraftScope {
  buyerId: number;
  categoryId: number;
  productId: number | null;
}

interface Draft {
  id: number;
  rentalFee: number | null;
}

function draftWhere(scope: DraftScope): SQL {
  return and(
    eq(quotations.buyerId, scope.buyerId),
    eq(quotations.status, 'DRAFT'),
    eq(quotations.categoryId, scope.categoryId),
    scope.productId === null
      ? isNull(quotations.productId)
      : eq(quotations.productId, scope.productId),
  )!;
}

async function findDraft(db: Database, scope: DraftScope): Promise<Draft | null> {
  const [draft] = await db
    .select({ id: quotations.id, rentalFee: quotations.rentalFee })
    .from(quotations)
    .where(draftWhere(scope));
  return draft ?? null;
}

/**
 * The scope's draft, created on first use. One statement against the partial unique indexes, so two
 * concurrent first answers still end in one draft.
 */
async function upsertDraft(
  db: Database,
  scope: DraftScope,
  rentalFee: number | null,
): Promise<Draft> {
  const conflict =
    scope.productId === null
      ? {
          target: [quotations.buyerId, quotations.categoryId],
          targetWhere: sql`${quotations.status} = 'DRAFT' AND ${quotations.productId} IS NULL`,
        }
      : {
          target: [quotations.buyerId, quotations.productId],
          targetWhere: sql`${quotations.status} = 'DRAFT'`,
        };
  const [draft] = await db
    .insert(quotations)
    .values({ ...scope, rentalFee })
    .onConflictDoUpdate({ ...conflict, set: { rentalFee, updatedAt: sql`now()` } })
    .returning({ id: quotations.id, rentalFee: quotations.rentalFee });
  return draft!;
}

async function readAnswers(db: Database, quotationId: number): Promise<BiddingResponse[]> {
  return db
    .select({
      questionId: biddingResponses.questionId,
      optionId: biddingResponses.optionId,
      responseText: biddingResponses.responseText,
    })
    .from(biddingResponses)
    .innerJoin(biddingQuestions, eq(biddingQuestions.id, biddingResponses.questionId))
    .where(eq(biddingResponses.quotationId, quotationId))
    .orderBy(asc(biddingQuestions.displayOrder));
}

export async function readProgress(
  db: Database,
  scope: DraftScope,
  totalQuestions: number,
): Promise<BiddingProgress> {
  const draft = await findDraft(db, scope);
  const answers = draft ? await readAnswers(db, draft.id) : [];
  return toBiddingProgress(draft, answers, totalQuestions);
}

export interface SaveAnswersRequest {
  /** The draft the wizard believes it writes to; null on the first answer. */
  quotationId: number | null;
  responses: BiddingResponseInput[];
  rentalFee: number | null;
  now: Date;
}

/** Saves answers into the scope's draft (creating it on the first answer) and returns the progress. */
export async function saveAnswers(
  db: Database,
  scope: DraftScope,
  questions: readonly WizardQuestion[],
  request: SaveAnswersRequest,
): Promise<BiddingProgress> {
  return db.transaction(async (tx) => {
    const draft = await upsertDraft(tx, scope, request.rentalFee);
    // Any other id (another buyer's, a submitted request, another product's draft) is not this
    // draft; throwing rolls back a draft the upsert may just have created.
    if (request.quotationId !== null && request.quotationId !== draft.id) {
      throw notFound(draftNotFoundMessage);
    }
    const plan = planAnswers(questions, await readAnswers(tx, draft.id), request.responses);
    await tx
      .insert(biddingResponses)
      .values(
        plan.upserts.map((answer) => ({
          ...answer,
          quotationId: draft.id,
          answeredAt: request.now,
        })),
      )
      .onConflictDoUpdate({
        target: [biddingResponses.quotationId, biddingResponses.questionId],
        set: {
          optionId: sql`excluded.option_id`,
          responseText: sql`excluded.response_text`,
          answeredAt: sql`excluded.answered_at`,
        },
      });
    if (plan.removals.length > 0) {
      await tx
        .delete(biddingResponses)
        .where(
          and(
            eq(biddingResponses.quotationId, draft.id),
            inArray(biddingResponses.questionId, plan.removals),
          ),
        );
    }
    return toBiddingProgress(draft, await readAnswers(tx, draft.id), questions.length);
  });
}

/** Whether the scope has a draft with at least one answer: the wizard then offers to resume. */
export async function hasAnsweredDraft(db: Database, scope: DraftScope): Promise<boolean> {
  const [row] = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(
      and(
        draftWhere(scope),
        exists(
          db
            .select({ one: sql`1` })
            .from(biddingResponses)
            .where(eq(biddingResponses.quotationId, quotations.id)),
        ),
      ),
    );
  return row !== undefined;
}

/** Deletes the buyer's draft with its answers (they cascade); false when it is not their draft. */
export async function deleteDraft(
  db: Database,
  buyerId: number,
  quotationId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(quotations)
    .where(
      and(
        eq(quotations.id, quotationId),
        eq(quotations.buyerId, buyerId),
        eq(quotations.status, 'DRAFT'),
      ),
    )
    .returning({ id: quotations.id });
  return deleted.length > 0;
}
