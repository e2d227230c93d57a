import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedbackMessages,
  getAdminReport,
  getDealDocument,
  listAdminReports,
  listMyReports,
  reportSeller,
  type EndpointBody,
} from '@quotemarket/contract';
import { dealDocuments, reports, selections } from '../db/schema';
import { createBuyer, createOperator, createProduct, createSeller } from '../testing/factories';
import {
  createQuoteRequest,
  phoneQuote,
  postSelection,
  selectionBody,
} from '../testing/quotation-fixtures';
import { callOk, callRejected } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

/*
 * A report says why (issue 42): a 견적과 다르게 계약했어요 report takes the 견적서 of the buyer's deal
 * with that dealer, found by the server, and the operator reads the two side by side.
 */

let ctx: TestContext;
let operator: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createOperator(ctx, 'VIEWER');
});
afterAll(() => ctx.close());

type Buyer = Awaited<ReturnType<typeof createBuyer>>;
type Dealer = Awaited<ReturnType<typeof createSeller>>['seller'];

/** A phone request of `buyer` for a new product, quoted by each dealer; `chosen` is selected. */
async function request(buyer: Buyer, dealers: Dealer[], chosen?: Dealer) {
  const product = await createProduct(ctx);
  const { quotation, quotes } = await createQuoteRequest(ctx, {
    buyerId: buyer.user.id,
    productId: product.id,
    categoryId: 1,
    quotes: dealers.map((dealer) => phoneQuote(dealer.id)),
  });
  if (chosen) {
    const quote = quotes[dealers.indexOf(chosen)]!;
    const response = await postSelection(ctx, buyer.headers, selectionBody(quote.id));
    expect(response.statusCode).toBe(200);
  }
  return { product, quotation };
}

async function documentIdOf(quotationId: number) {
  const [row] = await ctx.database.db
    .select({ id: dealDocuments.id })
    .from(dealDocuments)
    .innerJoin(selections, eq(selections.id, dealDocuments.selectionId))
    .where(eq(selections.quotationId, quotationId));
  return row!.id;
}

async function storedReport(reportId: number) {
  const [row] = await ctx.database.db.select().from(reports).where(eq(reports.id, reportId));
  return row!;
}

const fileReport = (buyer: Buyer, body: EndpointBody<typeof reportSeller>) =>
  callOk(ctx, reportSeller, { headers: buyer.headers, body });

async function buyerAndDealers() {
  const buyer = await createBuyer(ctx);
  const chosen = (await createSeller(ctx, [1], { storeName: '강남 모바일' })).seller;
  const other = (await createSeller(ctx, [1], { storeName: '홍대 폰' })).seller;
  return { buyer, chosen, other };
}

describe('a report’s reason', () => {
  it('is 기타 for a body without one (the first app’s), with nothing attached', async () => {
    const { buyer, chosen } = await buyerAndDealers();
    const { product } = await request(buyer, [chosen], chosen);
    const { reportId } = await fileReport(buyer, {
      content: '연락이 없어요',
      sellerId: chosen.id,
      productId: product.id,
    });
    expect(await storedReport(reportId)).toMatchObject({ reason: 'OTHER', dealDocumentId: null });
  });

  it('is stored as chosen, and only 견적과 다르게 계약했어요 takes the 견적서', async () => {
    const { buyer, chosen, other } = await buyerAndDealers();
    const { product, quotation } = await request(buyer, [chosen, other], chosen);
    const rude = await fileReport(buyer, {
      content: '상담 중에 반말을 했어요',
      sellerId: other.id,
      productId: product.id,
      reason: 'RUDE',
    });
    expect(await storedReport(rude.reportId)).toMatchObject({
      reason: 'RUDE',
      dealDocumentId: null,
    });

    const differed = await fileReport(buyer, {
      content: '요금제를 견적보다 비싼 것으로 개통했어요',
      sellerId: chosen.id,
      productId: product.id,
      reason: 'DIFFERENT_CONTRACT',
    });
    expect(await storedReport(differed.reportId)).toMatchObject({
      reason: 'DIFFERENT_CONTRACT',
      dealDocumentId: await documentIdOf(quotation.id),
    });
  });

  it('attaches the deal of the reported product, not the latest deal with the store', async () => {
    const { buyer, chosen } = await buyerAndDealers();
    const first = await request(buyer, [chosen], chosen);
    const later = await request(buyer, [chosen], chosen);
    const { reportId } = await fileReport(buyer, {
      content: '개통 조건이 견적과 달랐어요',
      sellerId: chosen.id,
      productId: first.product.id,
      reason: 'DIFFERENT_CONTRACT',
    });
    const { dealDocumentId } = await storedReport(reportId);
    expect(dealDocumentId).toBe(await documentIdOf(first.quotation.id));
    expect(dealDocumentId).not.toBe(await documentIdOf(later.quotation.id));
  });

  it('attaches the latest deal with the store when the reported product’s request chose another', async () => {
    const { buyer, chosen, other } = await buyerAndDealers();
    await request(buyer, [chosen], chosen);
    const latest = await request(buyer, [chosen], chosen);
    const lost = await request(buyer, [chosen, other], other);
    const { reportId } = await fileReport(buyer, {
      content: '지난번 거래도 견적과 달랐어요',
      sellerId: chosen.id,
      productId: lost.product.id,
      reason: 'DIFFERENT_CONTRACT',
    });
    expect((await storedReport(reportId)).dealDocumentId).toBe(
      await documentIdOf(latest.quotation.id),
    );
  });

  it('refuses 견적과 다르게 계약했어요 against a store the buyer made no deal with, on the reason', async () => {
    const { buyer, chosen, other } = await buyerAndDealers();
    const { product } = await request(buyer, [chosen, other], chosen);
    const refusal = await callRejected(ctx, reportSeller, {
      headers: buyer.headers,
      body: {
        content: '견적과 다르게 계약했어요',
        sellerId: other.id,
        productId: product.id,
        reason: 'DIFFERENT_CONTRACT',
      },
    });
    expect(refusal).toEqual({
      status: 400,
      message: '이 판매점과 맺은 거래가 없어서 견적서를 붙일 수 없어요.',
      fields: { reason: '이 판매점과 맺은 거래가 없어서 견적서를 붙일 수 없어요.' },
    });
    const filed = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.buyerId, buyer.user.id));
    expect(filed).toEqual([]);
  });

  it('refuses a reason that is not on the list, in Korean', async () => {
    const { buyer, chosen } = await buyerAndDealers();
    const { product } = await request(buyer, [chosen], chosen);
    const refusal = await callRejected(ctx, reportSeller, {
      headers: buyer.headers,
      body: { content: '불친절해요', sellerId: chosen.id, productId: product.id, reason: 'ANGRY' },
    });
    expect(refusal.status).toBe(400);
    expect(refusal.fields).toEqual({ reason: feedbackMessages.reportReasonUnknown });
  });
});

describe('the operator’s and the buyer’s reads of a report', () => {
  it('shows the reason everywhere, and the 견적서 attached as the buyer has it', async () => {
    const { buyer, chosen, other } = await buyerAndDealers();
    const { product, quotation } = await request(buyer, [chosen, other], chosen);
    const differed = await fileReport(buyer, {
      content: '할부 개월이 견적과 달라요',
      sellerId: chosen.id,
      productId: product.id,
      reason: 'DIFFERENT_CONTRACT',
    });
    const noContact = await fileReport(buyer, {
      content: '연락이 안 돼요',
      sellerId: other.id,
      productId: product.id,
      reason: 'NO_CONTACT',
    });

    const detail = await callOk(ctx, getAdminReport, {
      headers: operator.headers,
      params: { id: differed.reportId },
    });
    const buyersCopy = await callOk(ctx, getDealDocument, {
      headers: buyer.headers,
      params: { id: quotation.id },
    });
    expect(detail.reason).toBe('DIFFERENT_CONTRACT');
    expect(detail.dealDocument).toEqual(buyersCopy.document);
    expect(detail.dealDocument?.content.dealer.sellerId).toBe(chosen.id);

    const plain = await callOk(ctx, getAdminReport, {
      headers: operator.headers,
      params: { id: noContact.reportId },
    });
    expect(plain).toMatchObject({ reason: 'NO_CONTACT', dealDocument: null });

    const onlyDiffering = await callOk(ctx, listAdminReports, {
      headers: operator.headers,
      query: { status: 'RECEIVED', reason: 'DIFFERENT_CONTRACT', dealerId: chosen.id },
    });
    expect(onlyDiffering.list.map((row) => [row.id, row.reason])).toEqual([
      [differed.reportId, 'DIFFERENT_CONTRACT'],
    ]);
    const noneOfThat = await callOk(ctx, listAdminReports, {
      headers: operator.headers,
      query: { reason: 'RUDE', dealerId: chosen.id },
    });
    expect(noneOfThat.totalElements).toBe(0);

    const mine = await callOk(ctx, listMyReports, { headers: buyer.headers });
    expect(mine.list.map((row) => row.reason).sort()).toEqual(['DIFFERENT_CONTRACT', 'NO_CONTACT']);
  });
});
