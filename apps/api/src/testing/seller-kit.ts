// Test-only helpers shared by the dealer-side route tests (routes/seller*.test.ts).
import { and, eq } from 'drizzle-orm';
import {
  currentTermsVersion,
  selectionConsentVersion,
  type Endpoint,
  type EndpointResponse,
  type EstimationTerms,
} from '@quotemarket/contract';
import {
  biddingQuestions,
  biddingResponses,
  estimations,
  quotations,
  ratings,
  selections,
} from '../db/schema';
import { callForEnvelope, type CallOptions } from './call-endpoint';
import { createBuyer } from './factories';
import type { TestContext } from './test-app';
import { biddingDeadline } from '../domain/quotations/state';

/** A fixed clock far from the seeding time, so seeded requests are long closed in these tests. */
export const testNow = new Date('2031-03-02T09:00:00.000Z');
export const hoursBefore = (hours: number, from = testNow) =>
  new Date(from.getTime() - hours * 60 * 60 * 1000);

export { callEndpoint as call, callFailing, callRejected } from './call-endpoint';

/** Calls an endpoint that must succeed with `status`; returns `data` parsed with its schema. */
export async function callOk<E extends Endpoint>(
  ctx: TestContext,
  endpoint: E,
  options: CallOptions = {},
  status = 200,
): Promise<EndpointResponse<E>> {
  return (await callForEnvelope(ctx, endpoint, options, status)).data;
}

/** Question rows of these tests, with ids far above the seeded ones (document 001 uses 1–29). */
export const testQuestions = [
  { id: 901, categoryId: 1, questionText: '누가 사용하나요?', displayOrder: 1 },
  { id: 902, categoryId: 1, questionText: '원하는 통신사는요?', displayOrder: 2 },
] as const;

export async function insertTestQuestions(ctx: TestContext) {
  await ctx.database.db
    .insert(biddingQuestions)
    .values([...testQuestions])
    .onConflictDoNothing();
}

/**
 * A submitted quote request as the wizard leaves it: OPEN, with its 48-hour deadline, optionally
 * with picked product options and answers to `testQuestions`.
 */
export async function createOpenQuotation(
  ctx: TestContext,
  input: {
    buyerId: number;
    productId: number;
    categoryId: number;
    submittedAt?: Date;
    productOptionValueIds?: number[];
    answers?: { questionId: number; responseText: string }[];
  },
) {
  const submittedAt = input.submittedAt ?? hoursBefore(1);
  const [quotation] = await ctx.database.db
    .insert(quotations)
    .values({
      buyerId: input.buyerId,
      productId: input.productId,
      categoryId: input.categoryId,
      status: 'OPEN',
      productOptionValueIds: input.productOptionValueIds ?? [],
      submittedAt,
      deadlineAt: biddingDeadline(submittedAt),
    })
    .returning();
  if (input.answers?.length) {
    await ctx.database.db
      .insert(biddingResponses)
      .values(input.answers.map((answer) => ({ quotationId: quotation!.id, ...answer })));
  }
  return quotation!;
}

/**
 * The buyer's choice, written as the buyer side records it: the selection row with the buyer's
 * contact and their consent to hand it over, the quotation SELECTED, the chosen quote SELECTED and the other active ones NOT_SELECTED.
 */
export async function recordSelection(
  ctx: TestContext,
  input: { estimationId: number; buyerName?: string; buyerPhone?: string },
) {
  const db = ctx.database.db;
  const [estimation] = await db
    .select({
      quotationId: estimations.quotationId,
      sellerId: estimations.sellerId,
      buyerId: quotations.buyerId,
    })
    .from(estimations)
    .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
    .where(eq(estimations.id, input.estimationId));
  const [selection] = await db
    .insert(selections)
    .values({
      quotationId: estimation!.quotationId,
      estimationId: input.estimationId,
      buyerId: estimation!.buyerId,
      sellerId: estimation!.sellerId,
      buyerName: input.buyerName ?? '김지현',
      buyerPhone: input.buyerPhone ?? '01012345678',
      consentVersion: selectionConsentVersion,
      consentedAt: testNow,
      termsVersion: currentTermsVersion,
      createdAt: testNow,
    })
    .returning();
  await db
    .update(quotations)
    .set({ status: 'SELECTED' })
    .where(eq(quotations.id, estimation!.quotationId));
  await db
    .update(estimations)
    .set({ status: 'NOT_SELECTED' })
    .where(
      and(eq(estimations.quotationId, estimation!.quotationId), eq(estimations.status, 'ACTIVE')),
    );
  await db
    .update(estimations)
    .set({ status: 'SELECTED' })
    .where(eq(estimations.id, input.estimationId));
  return selection!;
}

export async function insertReview(
  ctx: TestContext,
  input: {
    sellerId: number;
    selectionId?: number;
    productId?: number;
    rating: number;
    review: string;
    createdAt?: Date;
    /** Its author; a new buyer named 김지현 (shown as 김*현) unless given. */
    buyerId?: number;
  },
) {
  const buyerId = input.buyerId ?? (await createBuyer(ctx)).user.id;
  const [rating] = await ctx.database.db
    .insert(ratings)
    .values({ createdAt: testNow, ...input, buyerId })
    .returning();
  return rating!;
}

/** Valid bodies of each kind; tests spread them and change one field. */
export const phoneTerms = {
  kind: 'phone',
  publiclyAnnouncedSubsidy: 500_000,
  publiclyAnnouncedSubsidyPayer: '통신사',
  storeSubsidy: 150_000,
  storeSubsidyPayer: '판매점',
  installmentPeriod: 24,
  installmentInterest: 3_000,
  ratePlanMonthly: 89_000,
  ratePlanRequiredMonths: 6,
  monthlyTelecomFee: 69_000,
  contractDuration: 24,
  additionalServices: [{ name: '부가서비스 A', monthlyFee: 9_900, requiredMonths: 3 }],
  conditions: '번호이동 조건, 6개월 요금제 유지',
} satisfies EstimationTerms;

export const internetTerms = {
  kind: 'internet',
  cashGift: 450_000,
  cashGiftPaidWithinDays: 30,
  monthlyFeeBeforeBundle: 38_500,
  monthlyBundledRate: 27_500,
  bestBenefitCarrier: 'KT',
  contractDuration: 36,
  notes: '설치비 무료',
} satisfies EstimationTerms;

export const rentalTerms = {
  kind: 'rental',
  rentalFee: 29_900,
  storeSubsidy: 120_000,
  contractDuration: 36,
  mandatoryMonths: 36,
  earlyTerminationFeePercent: 10,
  manageMethod: '방문 관리',
  manageCycle: '4개월',
  notes: null,
} satisfies EstimationTerms;
