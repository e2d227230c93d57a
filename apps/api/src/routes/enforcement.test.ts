import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  acknowledgeSellerWarning,
  approveDealerApplication,
  decideReviewCheck,
  enforcementMessages,
  getAdminDealer,
  getAdminReport,
  getSellerProfile,
  getSellerStorePage,
  listAdminDealers,
  listAdminReports,
  listAuditLog,
  listEstimationsByQuotation,
  listMyReports,
  listReviewChecks,
  listSellerWarnings,
  notificationMessages,
  reactivateDealer,
  requestReviewCheck,
  sellerLogin,
  submitSellerEstimation,
  suspendDealer,
  updateAdminReport,
  type Endpoint,
} from '@quotemarket/contract';
import type { CallOptions } from '../testing/call-endpoint';
import { dealerApplications, estimations, ratings, reports, reviewChecks } from '../db/schema';
import { publishQuoteEvent, type QuoteEvent } from '../domain/events/quote-events';
import {
  createBuyer,
  createOperator,
  createProduct,
  createSeller,
  sellerPassword,
} from '../testing/factories';
import { bid, openRequest, queuedFor, registerAppDevice } from '../testing/push-kit';
import { call, callOk, callRejected, insertReview, phoneTerms } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

/*
 * Keeping the market honest: an operator suspends and reactivates a dealer (its tokens stop at
 * once, its open quotes are withdrawn for the store and each buyer is told), works a report
 * through to an action, and decides a dealer's review check. Every write leaves its audit rows.
 */

let ctx: TestContext;
let productId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  productId = (await createProduct(ctx, { name: '갤럭시 S26' })).id;
});
afterAll(() => ctx?.close());

/** Calls an endpoint that must fail with this status; answers the envelope's Korean message. */
async function refused(endpoint: Endpoint, options: CallOptions, status: number) {
  const rejected = await callRejected(ctx, endpoint, options);
  expect(rejected.status).toBe(status);
  return rejected;
}

async function auditOf(
  operator: Awaited<ReturnType<typeof createOperator>>,
  target: { targetType: 'dealer' | 'report' | 'review'; targetId: number },
) {
  const { list } = await callOk(ctx, listAuditLog, {
    headers: operator.headers,
    query: { ...target, page: 1, size: 50 },
  });
  return list.map((entry) => entry.action).reverse();
}

/** Every event the app's hub hears from the writes of `run` (a marker published after them ends it). */
async function heardDuring(run: () => Promise<void>) {
  const heard: QuoteEvent[] = [];
  const { stop } = ctx.app.deps.events.subscribe({
    onEvent: ({ event }) => heard.push(event),
    onMissed: () => undefined,
  });
  const marker: QuoteEvent = { type: 'quotation-opened', quotationId: 0, categoryId: 0 };
  try {
    await run();
    await publishQuoteEvent(ctx.database.db, marker);
    await vi.waitFor(() => expect(heard.at(-1)).toEqual(marker));
  } finally {
    stop();
  }
  return heard.slice(0, -1);
}

describe('suspending a dealer', () => {
  it('stops its tokens and its login at once, withdraws its open quotes and tells each buyer', async () => {
    const operator = await createOperator(ctx, 'OPERATOR');
    const dealer = await createSeller(ctx, [1], { storeName: '정지될 매장' });
    const other = await createSeller(ctx, [1], { storeName: '다른 매장' });
    const buyer = await createBuyer(ctx);
    await registerAppDevice(ctx, buyer);
    const request = await openRequest(ctx, { buyerId: buyer.user.id, productId });
    const quoteId = await bid(ctx, dealer, request.id);
    await bid(ctx, other, request.id);
    // The dealer's session is known (and cached) before the suspension.
    await callOk(ctx, getSellerProfile, { headers: dealer.headers });

    const heard = await heardDuring(async () => {
      const detail = await callOk(ctx, suspendDealer, {
        headers: operator.headers,
        params: { id: dealer.seller.id },
        body: { reason: '  허위 견적 반복  ' },
      });
      expect(detail).toMatchObject({
        status: 'suspended',
        suspension: { reason: '허위 견적 반복' },
      });
    });

    expect(heard).toContainEqual({
      type: 'estimation',
      change: 'withdrawn',
      quotationId: request.id,
      estimationId: quoteId,
      buyerId: buyer.user.id,
      sellerId: dealer.seller.id,
    });
    const [quote] = await ctx.database.db
      .select()
      .from(estimations)
      .where(eq(estimations.id, quoteId));
    expect(quote).toMatchObject({ status: 'WITHDRAWN', withdrawnForStore: true });

    const queued = await queuedFor(ctx, buyer.user.id);
    expect(queued.find((row) => row.kind === 'bid-withdrawn')?.payload).toMatchObject(
      notificationMessages.bidWithdrawnByStore({
        quotationId: request.id,
        productId,
        productName: '갤럭시 S26',
        storeName: '정지될 매장',
      }),
    );

    // The buyer still sees the quote, marked, after the one that can be chosen.
    const cards = await callOk(ctx, listEstimationsByQuotation, {
      headers: buyer.headers,
      query: { quotationId: request.id, page: 1, size: 10, sortOrder: 'lowestAllInCost' },
    });
    expect(cards.quotation.estimationCount).toBe(1);
    expect(cards.list.map((card) => [card.storeName, card.status, card.withdrawnForStore])).toEqual(
      [
        ['다른 매장', 'ACTIVE', false],
        ['정지될 매장', 'WITHDRAWN', true],
      ],
    );

    // The token stops at once, and so does bidding and logging in.
    await refused(getSellerProfile, { headers: dealer.headers }, 401);
    const another = await openRequest(ctx, { buyerId: buyer.user.id, productId });
    await refused(
      submitSellerEstimation,
      { headers: dealer.headers, params: { id: another.id }, body: phoneTerms },
      401,
    );
    const login = await call(ctx, sellerLogin, {
      body: { email: dealer.seller.email, password: sellerPassword },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(enforcementMessages.dealerSuspended);

    expect(await auditOf(operator, { targetType: 'dealer', targetId: dealer.seller.id })).toEqual([
      'dealer.suspend',
    ]);
  });

  it('is lifted by reactivation: the dealer logs in again, its withdrawn quotes stay withdrawn', async () => {
    const operator = await createOperator(ctx, 'ADMIN');
    const dealer = await createSeller(ctx, [1]);
    await callOk(ctx, suspendDealer, {
      headers: operator.headers,
      params: { id: dealer.seller.id },
      body: { reason: '확인 필요' },
    });
    await refused(
      suspendDealer,
      { headers: operator.headers, params: { id: dealer.seller.id }, body: { reason: '다시' } },
      409,
    );
    const detail = await callOk(ctx, reactivateDealer, {
      headers: operator.headers,
      params: { id: dealer.seller.id },
      body: { reason: '소명 확인' },
    });
    expect(detail).toMatchObject({ status: 'active', suspension: null });
    const login = await call(ctx, sellerLogin, {
      body: { email: dealer.seller.email, password: sellerPassword },
    });
    expect(login.statusCode).toBe(200);
    await refused(
      reactivateDealer,
      { headers: operator.headers, params: { id: dealer.seller.id }, body: { reason: '다시' } },
      409,
    );
    expect(await auditOf(operator, { targetType: 'dealer', targetId: dealer.seller.id })).toEqual([
      'dealer.suspend',
      'dealer.reactivate',
    ]);
  });

  it('needs a reason, and a 조회 전용 operator may not do it', async () => {
    const dealer = await createSeller(ctx, [1]);
    const operator = await createOperator(ctx, 'OPERATOR');
    const rejected = await refused(
      suspendDealer,
      { headers: operator.headers, params: { id: dealer.seller.id }, body: { reason: '   ' } },
      400,
    );
    expect(rejected.message).toBe(enforcementMessages.reasonRequired);
    const viewer = await createOperator(ctx, 'VIEWER');
    await refused(
      suspendDealer,
      { headers: viewer.headers, params: { id: dealer.seller.id }, body: { reason: '정지' } },
      403,
    );
  });
});

describe('the dealers list and detail', () => {
  it('orders the list by the column asked, either way, and refuses a column it does not have', async () => {
    const operator = await createOperator(ctx, 'VIEWER');
    const buyer = await createBuyer(ctx);
    const request = await openRequest(ctx, { buyerId: buyer.user.id, productId });
    const [busy, quiet, middle] = [
      await createSeller(ctx, [1], { storeName: '정렬_다' }),
      await createSeller(ctx, [1], { storeName: '정렬_가' }),
      await createSeller(ctx, [1], { storeName: '정렬_나' }),
    ];
    await bid(ctx, busy, request.id);
    await bid(ctx, middle, request.id);
    await bid(ctx, busy, (await openRequest(ctx, { buyerId: buyer.user.id, productId })).id);
    const order = async (sort: string, direction: string) =>
      (
        await callOk(ctx, listAdminDealers, {
          headers: operator.headers,
          query: { page: 1, size: 10, search: '정렬_', sort, order: direction } as never,
        })
      ).list.map((row) => row.storeName);

    expect(await order('storeName', 'asc')).toEqual(['정렬_가', '정렬_나', '정렬_다']);
    expect(await order('storeName', 'desc')).toEqual(['정렬_다', '정렬_나', '정렬_가']);
    expect(await order('bidCount', 'desc')).toEqual(['정렬_다', '정렬_나', '정렬_가']);
    expect(await order('bidCount', 'asc')).toEqual(['정렬_가', '정렬_나', '정렬_다']);
    // Unasked, the newest store comes first.
    expect(
      (
        await callOk(ctx, listAdminDealers, {
          headers: operator.headers,
          query: { page: 1, size: 10, search: '정렬_' },
        })
      ).list.map((row) => row.id),
    ).toEqual([middle.seller.id, quiet.seller.id, busy.seller.id]);
    const rejected = await refused(
      listAdminDealers,
      { headers: operator.headers, query: { sort: 'passwordHash' } as never },
      400,
    );
    expect(rejected.message).toBe('정해진 정렬 기준 중에서 골라 주세요.');
  });

  it('finds dealers by status and store name, and shows one with its bids, reviews and reports', async () => {
    const operator = await createOperator(ctx, 'VIEWER');
    const admin = await createOperator(ctx, 'ADMIN');
    const dealer = await createSeller(ctx, [1], { storeName: '목록_찾기_매장' });
    const buyer = await createBuyer(ctx);
    const request = await openRequest(ctx, { buyerId: buyer.user.id, productId });
    await bid(ctx, dealer, request.id);
    await insertReview(ctx, { sellerId: dealer.seller.id, rating: 5, review: '친절해요' });
    await ctx.database.db
      .insert(reports)
      .values({ sellerId: dealer.seller.id, buyerId: buyer.user.id, content: '연락이 없어요' });

    const found = await callOk(ctx, listAdminDealers, {
      headers: operator.headers,
      query: { page: 1, size: 10, search: '목록_찾기', status: 'active' },
    });
    expect(found.list).toEqual([
      expect.objectContaining({
        id: dealer.seller.id,
        status: 'active',
        bidCount: 1,
        openReportCount: 1,
      }),
    ]);
    // "_" is a letter to look for, not LIKE's wildcard.
    const none = await callOk(ctx, listAdminDealers, {
      headers: operator.headers,
      query: { page: 1, size: 10, search: '목록%찾기' },
    });
    expect(none.totalElements).toBe(0);

    await callOk(ctx, suspendDealer, {
      headers: admin.headers,
      params: { id: dealer.seller.id },
      body: { reason: '점검' },
    });
    const suspended = await callOk(ctx, listAdminDealers, {
      headers: operator.headers,
      query: { page: 1, size: 10, search: '목록_찾기', status: 'suspended' },
    });
    expect(suspended.list.map((row) => row.id)).toEqual([dealer.seller.id]);

    const detail = await callOk(ctx, getAdminDealer, {
      headers: operator.headers,
      params: { id: dealer.seller.id },
    });
    expect(detail).toMatchObject({
      storeName: '목록_찾기_매장',
      // Made without 입점 신청: no number, never checked.
      businessRegistrationNumber: null,
      businessVerifiedAt: null,
      categories: [{ id: 1 }],
      // Its quote on the open request was withdrawn by the suspension above.
      bids: { total: 1, won: 0, winRate: 0, withdrawnForStore: 1 },
      reviewCount: 1,
      hiddenReviewCount: 0,
      reviews: [{ review: '친절해요', hidden: null }],
      reports: [{ content: '연락이 없어요', status: 'RECEIVED' }],
    });
    await refused(
      getAdminDealer,
      { headers: operator.headers, params: { id: 2_000_000_000 } },
      404,
    );
  });
});

describe("a dealer's 사업자등록번호 and 사업자 확인", () => {
  /** A dealer made the way the market makes one: its 입점 신청 approved by an operator. */
  async function approvedDealer(businessNumber: string) {
    const [application] = await ctx.database.db
      .insert(dealerApplications)
      .values({
        storeName: '번호로_찾는_매장',
        businessNumber,
        representative: '이대표',
        address: '서울 성동구 성수이로 1',
        phone: '01055550001',
        email: `applicant-${businessNumber}@example.kr`,
        categoryIds: [1],
        certificateImage: 'data:image/jpeg;base64,AA==',
        statusTokenHash: `status-${businessNumber}`,
      })
      .returning({ id: dealerApplications.id });
    const operator = await createOperator(ctx, 'OPERATOR');
    const approved = await callOk(ctx, approveDealerApplication, {
      headers: operator.headers,
      params: { id: application!.id },
    });
    return { sellerId: approved.sellerId!, decidedAt: approved.decidedAt! };
  }

  it('shows the approved number, formatted, and the day it was checked', async () => {
    const { sellerId, decidedAt } = await approvedDealer('2208162517');
    const viewer = await createOperator(ctx, 'VIEWER');
    const detail = await callOk(ctx, getAdminDealer, {
      headers: viewer.headers,
      params: { id: sellerId },
    });
    expect(detail).toMatchObject({
      businessRegistrationNumber: '220-81-62517',
      businessVerifiedAt: decidedAt,
      bids: { total: 0, withdrawnForStore: 0 },
    });
  });

  it('finds the dealer by its number typed with or without hyphens, or a part of it', async () => {
    const { sellerId } = await approvedDealer('1248100998');
    const viewer = await createOperator(ctx, 'VIEWER');
    const search = async (text: string) =>
      (
        await callOk(ctx, listAdminDealers, {
          headers: viewer.headers,
          query: { page: 1, size: 10, search: text },
        })
      ).list;

    for (const typed of ['1248100998', '124-81-00998', ' 124 81 00998 ', '81-009']) {
      expect(await search(typed)).toEqual([
        expect.objectContaining({ id: sellerId, businessRegistrationNumber: '124-81-00998' }),
      ]);
    }
    expect(await search('124-81-00999')).toEqual([]);
  });
});

describe('the reports queue', () => {
  async function reported() {
    const dealer = await createSeller(ctx, [1], { storeName: '신고된 매장' });
    const buyer = await createBuyer(ctx);
    await registerAppDevice(ctx, buyer);
    const [report] = await ctx.database.db
      .insert(reports)
      .values({
        sellerId: dealer.seller.id,
        buyerId: buyer.user.id,
        productId,
        content: '다른 요금제를 강요했어요',
      })
      .returning();
    return { dealer, buyer, report: report! };
  }

  it('orders the queue by the column asked, oldest first unless asked, and refuses a column it does not have', async () => {
    const operator = await createOperator(ctx, 'VIEWER');
    const buyer = await createBuyer(ctx);
    const [b, c, a] = [
      await createSeller(ctx, [1], { storeName: '신고정렬_나' }),
      await createSeller(ctx, [1], { storeName: '신고정렬_다' }),
      await createSeller(ctx, [1], { storeName: '신고정렬_가' }),
    ];
    const filed = await ctx.database.db
      .insert(reports)
      .values(
        [
          [b, '2026-11-03T00:00:00Z'],
          [c, '2026-11-01T00:00:00Z'],
          [a, '2026-11-02T00:00:00Z'],
        ].map(([dealer, at]) => ({
          sellerId: (dealer as typeof a).seller.id,
          buyerId: buyer.user.id,
          content: '정렬 확인용 신고예요',
          createdAt: new Date(at as string),
        })),
      )
      .returning();
    const [onB, onC, onA] = filed.map((report) => report!.id);
    const mine = new Set(filed.map((report) => report.id));
    // The queue holds the other tests' reports too: only these three's order is asked about.
    const order = async (sorting: object) =>
      (
        await callOk(ctx, listAdminReports, {
          headers: operator.headers,
          query: { page: 1, size: 100, ...sorting } as never,
        })
      ).list
        .map((row) => row.id)
        .filter((id) => mine.has(id));

    expect(await order({})).toEqual([onC, onA, onB]);
    expect(await order({ sort: 'createdAt', order: 'desc' })).toEqual([onB, onA, onC]);
    expect(await order({ sort: 'storeName', order: 'asc' })).toEqual([onA, onB, onC]);
    expect(await order({ sort: 'storeName', order: 'desc' })).toEqual([onC, onB, onA]);
    const rejected = await refused(
      listAdminReports,
      { headers: operator.headers, query: { sort: 'content' } as never },
      400,
    );
    expect(rejected.message).toBe('정해진 정렬 기준 중에서 골라 주세요.');
  });

  it('goes 접수 → 검토 중 → 조치 완료 with a warning the console shows until acknowledged', async () => {
    const operator = await createOperator(ctx, 'OPERATOR');
    const { dealer, buyer, report } = await reported();

    const queue = await callOk(ctx, listAdminReports, {
      headers: operator.headers,
      query: { page: 1, size: 100, status: 'RECEIVED', dealerId: dealer.seller.id },
    });
    expect(queue.list).toEqual([
      expect.objectContaining({ id: report.id, reporterPhone: expect.stringContaining('****') }),
    ]);

    await callOk(ctx, updateAdminReport, {
      headers: operator.headers,
      params: { id: report.id },
      body: { status: 'REVIEWING', note: '통화 기록 확인 중' },
    });
    const missingAction = await refused(
      updateAdminReport,
      { headers: operator.headers, params: { id: report.id }, body: { status: 'RESOLVED' } },
      400,
    );
    expect(missingAction.message).toBe(enforcementMessages.actionRequired);

    const resolved = await callOk(ctx, updateAdminReport, {
      headers: operator.headers,
      params: { id: report.id },
      body: { status: 'RESOLVED', action: 'WARN', note: '요금제 강요는 금지예요.' },
    });
    expect(resolved).toMatchObject({
      status: 'RESOLVED',
      action: 'WARN',
      operatorNote: '요금제 강요는 금지예요.',
    });

    const warnings = await callOk(ctx, listSellerWarnings, { headers: dealer.headers });
    expect(warnings).toEqual([
      expect.objectContaining({ message: expect.stringContaining('요금제 강요는 금지예요.') }),
    ]);
    await callOk(ctx, acknowledgeSellerWarning, {
      headers: dealer.headers,
      params: { id: warnings[0]!.id },
    });
    expect(await callOk(ctx, listSellerWarnings, { headers: dealer.headers })).toEqual([]);

    const mine = await callOk(ctx, listMyReports, {
      headers: buyer.headers,
      query: { page: 1, size: 10 },
    });
    expect(mine.list).toEqual([
      expect.objectContaining({ id: report.id, status: 'RESOLVED', action: 'WARN' }),
    ]);
    const queued = await queuedFor(ctx, buyer.user.id);
    expect(queued.map((row) => row.kind)).toEqual(['report-outcome']);

    // A finished report stays finished.
    await refused(
      updateAdminReport,
      {
        headers: operator.headers,
        params: { id: report.id },
        body: { status: 'DISMISSED', note: '번복' },
      },
      409,
    );
    expect(await auditOf(operator, { targetType: 'report', targetId: report.id })).toEqual([
      'report.review',
      'report.resolve',
    ]);
    expect(await auditOf(operator, { targetType: 'dealer', targetId: dealer.seller.id })).toEqual([
      'dealer.warn',
    ]);
  });

  it('hides a review of the dealer, and the store page says a review is hidden', async () => {
    const operator = await createOperator(ctx, 'OPERATOR');
    const { dealer, report } = await reported();
    const review = await insertReview(ctx, {
      sellerId: dealer.seller.id,
      rating: 1,
      review: '욕설',
    });
    await insertReview(ctx, { sellerId: dealer.seller.id, rating: 5, review: '좋아요' });
    const elsewhere = await insertReview(ctx, {
      sellerId: (await createSeller(ctx, [1])).seller.id,
      rating: 3,
      review: '다른 매장 후기',
    });
    await refused(
      updateAdminReport,
      {
        headers: operator.headers,
        params: { id: report.id },
        body: { status: 'RESOLVED', action: 'HIDE_REVIEW', reviewId: elsewhere.id },
      },
      400,
    );
    await callOk(ctx, updateAdminReport, {
      headers: operator.headers,
      params: { id: report.id },
      body: { status: 'RESOLVED', action: 'HIDE_REVIEW', reviewId: review.id, note: '욕설' },
    });
    const store = await callOk(ctx, getSellerStorePage, {
      query: { userId: dealer.seller.id, page: 1, size: 10, sortBy: 'latest' },
    });
    expect(store).toMatchObject({ totalElements: 1, averageRating: 5, hiddenReviewCount: 1 });
    expect(store.ratings.map((row) => row.review)).toEqual(['좋아요']);
    expect(await auditOf(operator, { targetType: 'review', targetId: review.id })).toEqual([
      'review.hide',
    ]);
  });

  it('suspends the dealer as its action, and is dismissed only with a note', async () => {
    const operator = await createOperator(ctx, 'OPERATOR');
    const { dealer, report } = await reported();
    await callOk(ctx, updateAdminReport, {
      headers: operator.headers,
      params: { id: report.id },
      body: { status: 'RESOLVED', action: 'SUSPEND', note: '반복 위반' },
    });
    await refused(getSellerProfile, { headers: dealer.headers }, 401);
    const detail = await callOk(ctx, getAdminReport, {
      headers: operator.headers,
      params: { id: report.id },
    });
    expect(detail.dealerStatus).toBe('suspended');

    const second = await reported();
    const noNote = await refused(
      updateAdminReport,
      {
        headers: operator.headers,
        params: { id: second.report.id },
        body: { status: 'DISMISSED' },
      },
      400,
    );
    expect(noNote.message).toBe(enforcementMessages.noteRequiredForDismiss);
    await callOk(ctx, updateAdminReport, {
      headers: operator.headers,
      params: { id: second.report.id },
      body: { status: 'DISMISSED', note: '근거 부족' },
    });
    expect(await auditOf(operator, { targetType: 'report', targetId: second.report.id })).toEqual([
      'report.dismiss',
    ]);
  });
});

describe("a dealer's review check", () => {
  it('keeps the review public until an operator decides, then hides it and tells its author', async () => {
    const dealer = await createSeller(ctx, [1], { storeName: '검토 요청 매장' });
    const author = await createBuyer(ctx);
    await registerAppDevice(ctx, author);
    const review = await insertReview(ctx, {
      sellerId: dealer.seller.id,
      buyerId: author.user.id,
      rating: 1,
      review: '거짓 후기',
    });
    const noReason = await refused(
      requestReviewCheck,
      { headers: dealer.headers, params: { id: review.id }, body: { reason: '' } },
      400,
    );
    expect(noReason.message).toBe(enforcementMessages.reasonRequired);
    const someoneElse = await createSeller(ctx, [1]);
    await refused(
      requestReviewCheck,
      { headers: someoneElse.headers, params: { id: review.id }, body: { reason: '남의 후기' } },
      404,
    );
    const check = await callOk(
      ctx,
      requestReviewCheck,
      { headers: dealer.headers, params: { id: review.id }, body: { reason: '거래한 적 없어요' } },
      201,
    );
    expect(check).toMatchObject({ reviewId: review.id, status: 'PENDING' });
    await refused(
      requestReviewCheck,
      { headers: dealer.headers, params: { id: review.id }, body: { reason: '또' } },
      409,
    );
    // Still public.
    const [row] = await ctx.database.db.select().from(ratings).where(eq(ratings.id, review.id));
    expect(row!.hiddenAt).toBeNull();

    const operator = await createOperator(ctx, 'OPERATOR');
    const pending = await callOk(ctx, listReviewChecks, {
      headers: operator.headers,
      query: { page: 1, size: 100, status: 'PENDING' },
    });
    expect(pending.list.map((item) => item.id)).toContain(check.id);
    const decided = await callOk(ctx, decideReviewCheck, {
      headers: operator.headers,
      params: { id: check.id },
      body: { decision: 'HIDE', note: '거래 기록이 없어요' },
    });
    expect(decided).toMatchObject({
      status: 'HIDDEN',
      review: { hidden: { reason: '거래 기록이 없어요' } },
    });
    expect((await queuedFor(ctx, author.user.id)).map((queued) => queued.kind)).toEqual([
      'review-hidden',
    ]);
    await refused(
      decideReviewCheck,
      {
        headers: operator.headers,
        params: { id: check.id },
        body: { decision: 'KEEP', note: '번복' },
      },
      409,
    );
    expect(await auditOf(operator, { targetType: 'review', targetId: review.id })).toEqual([
      'review.hide',
    ]);
  });

  it('orders the queue by the column asked, oldest first unless asked, and refuses a column it does not have', async () => {
    const operator = await createOperator(ctx, 'VIEWER');
    const asked = [
      { storeName: '검토정렬_나', rating: 1, at: '2026-11-03T00:00:00Z' },
      { storeName: '검토정렬_다', rating: 3, at: '2026-11-01T00:00:00Z' },
      { storeName: '검토정렬_가', rating: 2, at: '2026-11-02T00:00:00Z' },
    ];
    const checks = [];
    for (const { storeName, rating, at } of asked) {
      const dealer = await createSeller(ctx, [1], { storeName });
      const review = await insertReview(ctx, {
        sellerId: dealer.seller.id,
        rating,
        review: '후기',
      });
      const [check] = await ctx.database.db
        .insert(reviewChecks)
        .values({
          ratingId: review.id,
          sellerId: dealer.seller.id,
          reason: '정렬 확인용 요청이에요',
          createdAt: new Date(at),
        })
        .returning();
      checks.push(check!.id);
    }
    const [onB, onC, onA] = checks;
    const mine = new Set(checks);
    // The queue holds the other tests' checks too: only these three's order is asked about.
    const order = async (sorting: object) =>
      (
        await callOk(ctx, listReviewChecks, {
          headers: operator.headers,
          query: { page: 1, size: 100, ...sorting } as never,
        })
      ).list
        .map((row) => row.id)
        .filter((id) => mine.has(id));

    expect(await order({})).toEqual([onC, onA, onB]);
    expect(await order({ sort: 'createdAt', order: 'desc' })).toEqual([onB, onA, onC]);
    expect(await order({ sort: 'storeName', order: 'asc' })).toEqual([onA, onB, onC]);
    expect(await order({ sort: 'rating', order: 'desc' })).toEqual([onC, onA, onB]);
    expect(await order({ sort: 'rating', order: 'asc' })).toEqual([onB, onA, onC]);
    const rejected = await refused(
      listReviewChecks,
      { headers: operator.headers, query: { sort: 'reason' } as never },
      400,
    );
    expect(rejected.message).toBe('정해진 정렬 기준 중에서 골라 주세요.');
  });

  it('keeps the review and tells the dealer in its console', async () => {
    const dealer = await createSeller(ctx, [1]);
    const review = await insertReview(ctx, {
      sellerId: dealer.seller.id,
      rating: 2,
      review: '별로예요',
    });
    const check = await callOk(
      ctx,
      requestReviewCheck,
      { headers: dealer.headers, params: { id: review.id }, body: { reason: '억울해요' } },
      201,
    );
    const operator = await createOperator(ctx, 'ADMIN');
    await callOk(ctx, decideReviewCheck, {
      headers: operator.headers,
      params: { id: check.id },
      body: { decision: 'KEEP', note: '정당한 평가예요.' },
    });
    const [row] = await ctx.database.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.id, review.id)));
    expect(row!.hiddenAt).toBeNull();
    const notices = await callOk(ctx, listSellerWarnings, { headers: dealer.headers });
    expect(notices.map((notice) => notice.message)).toEqual([
      expect.stringContaining('정당한 평가예요.'),
    ]);
    expect(await auditOf(operator, { targetType: 'review', targetId: review.id })).toEqual([
      'reviewCheck.keep',
    ]);
  });
});
