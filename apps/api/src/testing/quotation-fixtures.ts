import type { LightMyRequestResponse } from 'fastify';
import {
  apiEnvelope,
  selectEstimation,
  selectionConsentVersion,
  type Endpoint,
  type EndpointResponse,
  type EstimationStatus,
  type QuotationStatus,
  quoteKindOfRequest,
} from '@quotemarket/contract';
import { eq } from 'drizzle-orm';
import {
  biddingResponses,
  estimations,
  products,
  productAttributes,
  productOptionValues,
  quotations,
} from '../db/schema';
import type { TestContext } from './test-app';
import { biddingDeadline } from '../domain/quotations/state';
import { allInCostOfColumns } from '../domain/estimations/columns';
import { callEndpoint } from './call-endpoint';

/*
 * Test fixtures for the quote screens: a submitted quote request with dealers' quotes, inserted
 * directly so each test states exactly the numbers it then asserts.
 */

type NewEstimation = typeof estimations.$inferInsert;
export type QuoteFixture = Omit<NewEstimation, 'quotationId' | 'allInCost' | 'allInMonths'>;

const hourMs = 60 * 60 * 1000;

/** A phone quote: 500,000 + 150,000 support, 36 × 16,000 installment, 89,000 rate plan. */
export function phoneQuote(sellerId: number, terms: Partial<QuoteFixture> = {}): QuoteFixture {
  return {
    sellerId,
    publiclyAnnouncedSubsidy: 500_000,
    publiclyAnnouncedSubsidyPayer: '통신사',
    storeSubsidy: 150_000,
    storeSubsidyPayer: '판매점',
    installmentPeriod: 36,
    installmentInterest: 1_200,
    monthlyInstallment: 16_000,
    ratePlanMonthly: 89_000,
    ratePlanRequiredMonths: 6,
    monthlyTelecomFee: 89_000,
    contractDuration: 24,
    additionalServices: [{ name: '부가서비스 A', monthlyFee: 3_300, requiredMonths: 3 }],
    conditions: '6개월 요금제 유지',
    ...terms,
  };
}

/** An internet quote: a 300,000 cash gift and a 38,500 fee bundled down to 27,500. */
export function internetQuote(sellerId: number, terms: Partial<QuoteFixture> = {}): QuoteFixture {
  return {
    sellerId,
    cashGift: 300_000,
    cashGiftPaidWithinDays: 30,
    monthlyFeeBeforeBundle: 38_500,
    monthlyBundledRate: 27_500,
    bestBenefitCarrier: 'SKT',
    contractDuration: 36,
    notes: '설치비 무료',
    ...terms,
  };
}

/** A rental quote: 41,900 a month with a 360,000 store subsidy over 36 months. */
export function rentalQuote(sellerId: number, terms: Partial<QuoteFixture> = {}): QuoteFixture {
  return {
    sellerId,
    rentalFee: 41_900,
    storeSubsidy: 360_000,
    contractDuration: 36,
    mandatoryMonths: 36,
    earlyTerminationFeePercent: 10,
    manageMethod: '방문 관리',
    manageCycle: '4개월',
    notes: '첫 달 렌탈료 면제',
    ...terms,
  };
}

export interface RequestFixture {
  buyerId: number;
  productId: number;
  categoryId: number;
  /** Hours before the app's clock the request was sent; 49 or more puts it past its deadline. */
  hoursAgo?: number;
  status?: QuotationStatus;
  productOptionValueIds?: number[];
  /** Wizard answers by question id. */
  answers?: Record<number, string>;
  quotes?: (QuoteFixture & { status?: EstimationStatus })[];
}

/**
 * A submitted quote request with its answers and quotes. Quotes are created one minute apart in
 * the given order, so "latest" puts the last one first.
 */
export async function createQuoteRequest(ctx: TestContext, fixture: RequestFixture) {
  const { db } = ctx.database;
  const submittedAt = new Date(ctx.app.deps.now().getTime() - (fixture.hoursAgo ?? 1) * hourMs);
  const [quotation] = await db
    .insert(quotations)
    .values({
      buyerId: fixture.buyerId,
      productId: fixture.productId,
      categoryId: fixture.categoryId,
      status: fixture.status ?? 'OPEN',
      productOptionValueIds: fixture.productOptionValueIds ?? [],
      submittedAt,
      deadlineAt: biddingDeadline(submittedAt),
      createdAt: submittedAt,
    })
    .returning();
  const answers = Object.entries(fixture.answers ?? {});
  if (answers.length > 0) {
    await db.insert(biddingResponses).values(
      answers.map(([questionId, responseText]) => ({
        quotationId: quotation!.id,
        questionId: Number(questionId),
        responseText,
      })),
    );
  }
  const quotes = fixture.quotes ?? [];
  const [product] = await db
    .select({ price: products.price })
    .from(products)
    .where(eq(products.id, fixture.productId));
  const kind = quoteKindOfRequest(fixture.categoryId);
  const quoteRows =
    quotes.length === 0
      ? []
      : await db
          .insert(estimations)
          .values(
            quotes.map((quote, index) => ({
              ...quote,
              ...allInCostColumns(kind, quote, product?.price ?? 0),
              quotationId: quotation!.id,
              createdAt: new Date(submittedAt.getTime() + (index + 1) * 60_000),
            })),
          )
          .returning();
  // RETURNING order is not guaranteed: give the quotes back in the order they were described.
  const bySeller = new Map(quoteRows.map((row) => [row.sellerId, row]));
  return { quotation: quotation!, quotes: quotes.map((quote) => bySeller.get(quote.sellerId)!) };
}

/** A colour option on a product, for requests whose buyer picked it; returns the option value id. */
export async function addColourOption(ctx: TestContext, productId: number, colour: string) {
  const { db } = ctx.database;
  const [attribute] = await db
    .insert(productAttributes)
    .values({ productId, name: '색상', inputType: 'OPTION' })
    .returning({ id: productAttributes.id });
  const [option] = await db
    .insert(productOptionValues)
    .values({ attributeId: attribute!.id, value: colour, colorHex: '#1F1F22' })
    .returning({ id: productOptionValues.id });
  return option!.id;
}

/** The all-in columns of a quote inserted as it is, computed as the API computes them. */
export function allInCostColumns(
  kind: Parameters<typeof allInCostOfColumns>[0],
  quote: Partial<QuoteFixture>,
  releasePrice: number,
) {
  const cost = allInCostOfColumns(kind, quote, releasePrice);
  return { allInCost: cost.total, allInMonths: cost.months };
}

/** The consent the buyer app sends with a purchase request: agreed, to the text it shows now. */
export const agreedSelectionConsent = { agreed: true, version: selectionConsentVersion } as const;

/** A purchase request (견적 선택) body as the buyer app sends it, consent included. */
export function selectionBody(estimationId: unknown) {
  return { estimationId, consent: agreedSelectionConsent };
}

/**
 * Posts a purchase request; `body` is what is sent as it is (`selectionBody(id)` for the app's
 * own request, anything else to test what the API refuses).
 */
export function postSelection(ctx: TestContext, headers: Record<string, string>, body: unknown) {
  return callEndpoint(ctx, selectEstimation, { headers, body });
}

/** The `data` of a success answer, checked against the endpoint's response schema. */
export function dataOf<E extends Endpoint>(endpoint: E, response: LightMyRequestResponse) {
  if (response.statusCode !== 200) {
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return apiEnvelope(endpoint.response).parse(response.json()).data as EndpointResponse<E>;
}
