import { and, eq, ne, sql } from 'drizzle-orm';
import {
  mainCategoryIds,
  unansweredQuestionIds,
  type SubmittedBiddingRequest,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import {
  biddingResponses,
  productAttributes,
  productOptionValues,
  products,
  quotations,
  users,
} from '../../db/schema';
import { conflict, invalidInput, notFound } from '../shared/errors';
import { draftNotFoundMessage } from './drafts';
import { biddingDeadline } from '../quotations/state';
import { publishQuoteEvent } from '../events/quote-events';
import { loadWizardQuestions } from './questions';

export const submissionMessages = {
  alreadySubmitted: '이미 보낸 견적 요청이에요.',
  // A business rule, so 409: the app logs the buyer out on 401 and 403.
  phoneNotVerified: '최저가 견적 요청에는 휴대폰 본인인증이 한 번 필요해요.',
  /** Names the questions left, so whoever reads it knows what the request still lacks. */
  answersMissing: (questionTexts: readonly string[]) =>
    `모든 질문에 답해 주세요. 아직 답하지 않은 질문: ${questionTexts.map((text) => `「${text}」`).join(', ')}`,
  optionsMissing: '옵션을 선택해 주세요.',
} as const;

/** Product requests go through `/submit`, internet requests (product-less drafts) through `/submit-internet`. */
export type SubmissionKind = 'product' | 'internet';

export interface SubmittableDraft {
  id: number;
  categoryId: number;
  productId: number | null;
}

async function findOwnQuotation(
  db: Database,
  buyerId: number,
  quotationId: number,
  kind: SubmissionKind,
) {
  const [quotation] = await db
    .select({
      id: quotations.id,
      status: quotations.status,
      categoryId: quotations.categoryId,
      productId: quotations.productId,
    })
    .from(quotations)
    .where(
      and(
        eq(quotations.id, quotationId),
        eq(quotations.buyerId, buyerId),
        kind === 'internet'
          ? eq(quotations.categoryId, mainCategoryIds.internet)
          : ne(quotations.categoryId, mainCategoryIds.internet),
      ),
    );
  return quotation;
}

async function isPhoneVerified(db: Database, buyerId: number): Promise<boolean> {
  const [user] = await db
    .select({ phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, buyerId));
  return Boolean(user?.phoneVerifiedAt);
}

/** The texts of the wizard's questions the draft has no answer to, in the wizard's order. */
async function unansweredQuestionTexts(
  db: Database,
  quotation: { id: number; categoryId: number },
): Promise<string[]> {
  const questions = await loadWizardQuestions(db, quotation.categoryId);
  const answers = await db
    .select({ questionId: biddingResponses.questionId })
    .from(biddingResponses)
    .where(eq(biddingResponses.quotationId, quotation.id));
  const unanswered = new Set(
    unansweredQuestionIds(
      questions.map((question) => question.id),
      answers,
    ),
  );
  return questions
    .filter((question) => unanswered.has(question.id))
    .map((question) => question.questionText);
}

/**
 * The checks every submission passes before its product is looked at: the buyer's own draft of that
 * kind (404; 409 once sent), a verified phone, and an answer to every question of its wizard.
 */
export async function prepareSubmission(
  db: Database,
  buyerId: number,
  quotationId: number,
  kind: SubmissionKind,
): Promise<SubmittableDraft> {
  const quotation = await findOwnQuotation(db, buyerId, quotationId, kind);
  if (!quotation) throw notFound(draftNotFoundMessage);
  if (quotation.status !== 'DRAFT') throw conflict(submissionMessages.alreadySubmitted);
  if (!(await isPhoneVerified(db, buyerId))) {
    throw conflict(submissionMessages.phoneNotVerified);
  }
  const unanswered = await unansweredQuestionTexts(db, quotation);
  if (unanswered.length > 0) throw invalidInput(submissionMessages.answersMissing(unanswered));
  return quotation;
}

/** Throws unless the ids pick exactly one value of every option (colour, storage …) of the product. */
export async function requireOneValuePerOption(
  db: Database,
  productId: number,
  valueIds: readonly number[],
): Promise<void> {
  const values = await db
    .select({ id: productOptionValues.id, attributeId: productOptionValues.attributeId })
    .from(productOptionValues)
    .innerJoin(productAttributes, eq(productAttributes.id, productOptionValues.attributeId))
    .where(
      and(eq(productAttributes.productId, productId), eq(productAttributes.inputType, 'OPTION')),
    );
  const attributeOf = new Map(values.map((value) => [value.id, value.attributeId]));
  const pickedAttributes = valueIds.map((id) => attributeOf.get(id));
  const options = new Set(attributeOf.values());
  const isOnePerOption =
    pickedAttributes.every((attributeId) => attributeId !== undefined) &&
    new Set(pickedAttributes).size === valueIds.length &&
    valueIds.length === options.size;
  if (!isOnePerOption) throw invalidInput(submissionMessages.optionsMissing);
}

/**
 * Sends the draft: OPEN for the bidding window from `now`, with the product and options chosen.
 * Guarded on DRAFT in the same statement, so of two racing submissions exactly one succeeds.
 */
export async function openQuotation(
  db: Database,
  request: { quotationId: number; productId: number; optionValueIds: number[]; now: Date },
): Promise<SubmittedBiddingRequest> {
  const deadlineAt = biddingDeadline(request.now);
  return db.transaction(async (tx) => {
    const opened = await tx
      .update(quotations)
      .set({
        status: 'OPEN',
        productId: request.productId,
        productOptionValueIds: request.optionValueIds,
        submittedAt: request.now,
        deadlineAt,
      })
      .where(and(eq(quotations.id, request.quotationId), eq(quotations.status, 'DRAFT')))
      .returning({ id: quotations.id, categoryId: quotations.categoryId });
    const [quotation] = opened;
    if (!quotation) throw conflict(submissionMessages.alreadySubmitted);
    await tx
      .update(products)
      .set({ quoteCount: sql`${products.quoteCount} + 1` })
      .where(eq(products.id, request.productId));
    await publishQuoteEvent(tx, {
      type: 'quotation-opened',
      quotationId: quotation.id,
      categoryId: quotation.categoryId,
    });
    return { quotationId: request.quotationId, deadlineAt: deadlineAt.toISOString() };
  });
}
