import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeQuotation,
  getProductMarketPrices,
  listMainCategories,
  marketPriceMinDeals,
  sellerInboxEvents,
  quotationEvents,
  requestPhoneVerification,
  selectEstimation,
  sellerLogin,
  sendBuyerMessage,
  sendDealerMessage,
  submitSellerEstimation,
  updateSellerEstimation,
  withdrawSellerEstimation,
  withSubject,
  type ProductMarketPrices,
} from '@quotemarket/contract';
import { eq } from 'drizzle-orm';
import { estimations, selections } from './db/schema';
import { defaultRateLimits } from './domain/shared/rate-limits';
import { openEventStream } from './testing/event-stream-client';
import { recordFigure } from './testing/figures';
import { createBuyer, createProduct, createSeller, sellerPassword } from './testing/factories';
import { createQuoteRequest, phoneQuote, selectionBody } from './testing/quotation-fixtures';
import { createOpenQuotation, phoneTerms } from './testing/seller-kit';
import { openRequest, subscribeBrowser } from './testing/push-kit';
import {
  startPushServiceStandIn,
  verifyVapidAuthorization,
  type PushServiceStandIn,
} from './testing/push-service-stand-in';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { databaseUrl } from './testing/test-database';
import { createTestApp, type TestContext } from './testing/test-app';
import { endpointUrl } from './testing/call-endpoint';

/*
 * Several API processes on one PostgreSQL, as a deployment that outgrew one process runs: every
 * rule that must hold once (a selection, a limit) holds across them, and a live event raised in
 * one reaches a listener on another. PGlite is one process's own database, so this is PostgreSQL's.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('two API processes on one PostgreSQL', () => {
  const jwtSecret = randomBytes(32).toString('base64url');
  let ctx: TestContext;
  let servers: ServerProcess[];
  let pushService: PushServiceStandIn;
  beforeAll(async () => {
    pushService = await startPushServiceStandIn();
    // The fixtures are written through an in-process app on the same database and secret.
    ctx = await createTestApp({
      jwtSecret,
      push: { testServiceOrigins: [pushService.origin] },
    });
    const result = await ctx.database.db.execute(sql`select current_database() as name`);
    const [{ name }] = (result as unknown as { rows: [{ name: string }] }).rows;
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl(name),
      JWT_SECRET: jwtSecret,
      DEMO_DATA: 'false',
      // As behind a load balancer on this machine: each test passes for a client of its own.
      TRUST_PROXY: 'loopback',
      TEST_PUSH_SERVICE_ORIGIN: pushService.origin,
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await ctx?.close();
    await pushService?.close();
  });

  /** The i-th request goes to one process, the next to the other; `url` from `endpointUrl`. */
  const post = (index: number, url: string, headers: Record<string, string>, body: unknown) =>
    fetch(`${servers[index % 2]!.origin}${url}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /**
   * Limits count in windows aligned to the clock: a test that needs one whole window waits for the
   * next one when the current one ends within `neededMs`.
   */
  async function withinOneWindow(windowMs: number, neededMs: number) {
    const left = windowMs - (Date.now() % windowMs);
    if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
  }

  it('holds the API budget of a client across both, a burst of 1,000 requests included', async (context) => {
    const { max, windowMs } = defaultRateLimits.api;
    await withinOneWindow(windowMs, 20_000);
    const client = { 'x-forwarded-for': '203.0.113.60' };
    const ask = (index: number) =>
      fetch(`${servers[index % 2]!.origin}${endpointUrl(listMainCategories)}`, {
        headers: client,
      });

    // All at once, half on each process: neither may admit what the other already has.
    const burst = await Promise.all(Array.from({ length: 1_000 }, (_, index) => ask(index)));
    const admitted = burst.filter((answer) => answer.status === 200).length;
    await recordFigure(
      context,
      'one address, 1,000 requests at once over two processes: admitted (budget 600)',
      admitted,
    );
    expect(admitted).toBeLessThanOrEqual(max);
    // Each process may hold a few hits it reserved and was not asked for again.
    expect(admitted).toBeGreaterThanOrEqual(max - 2 * 4);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(1_000 - admitted);
    const beyond = await Promise.all(Array.from({ length: 20 }, (_, index) => ask(index)));
    expect(beyond.map((answer) => answer.status)).toEqual(Array(20).fill(429));
    expect(Number(beyond[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await beyond[0]!.json()) as { message: string }).message).toMatch(/[가-힣]/);
    // Another client behind the same balancer still has its whole budget.
    const other = await fetch(`${servers[0]!.origin}${endpointUrl(listMainCategories)}`, {
      headers: { 'x-forwarded-for': '203.0.113.61' },
    });
    expect(other.status).toBe(200);
  });

  it(
    'selects exactly once when 40 purchase requests are split between them',
    { tags: ['race'] },
    async () => {
      const { buyer, request } = await requestWithDealers(4);

      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          post(
            index,
            endpointUrl(selectEstimation),
            buyer.headers,
            selectionBody(request.quotes[index % request.quotes.length]!.id),
          ).then((response) => response.status),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(39);
    },
  );

  /** A dealer's call on one of their quotes (edit or withdrawal), sent to the i-th process. */
  const changeQuote = (
    index: number,
    endpoint: typeof updateSellerEstimation | typeof withdrawSellerEstimation,
    headers: Record<string, string>,
    estimationId: number,
  ) =>
    fetch(
      `${servers[index % 2]!.origin}${endpointUrl(endpoint, { params: { id: estimationId } })}`,
      {
        method: endpoint.method,
        ...(endpoint === updateSellerEstimation
          ? {
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ ...phoneTerms, storeSubsidy: 50_000 + index }),
            }
          : { headers }),
      },
    );

  async function requestWithDealers(dealerCount: number) {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const dealers = await Promise.all(
      Array.from({ length: dealerCount }, (_, index) =>
        createSeller(ctx, [1], { storeName: `매장 ${index + 1}` }),
      ),
    );
    const request = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      hoursAgo: 1,
      quotes: dealers.map((dealer) => phoneQuote(dealer.seller.id)),
    });
    return { buyer, dealers, request };
  }

  it(
    "settles a dealer's withdrawal and the buyer's selection of the same quote to one winner, every round",
    { tags: ['race'] },
    async (context) => {
      const rounds = 24;
      const winners = { withdrawal: 0, selection: 0 };
      for (let round = 0; round < rounds; round += 1) {
        const { buyer, dealers, request } = await requestWithDealers(2);
        const quote = request.quotes[0]!;
        const [withdrawal, selection] = await Promise.all([
          changeQuote(round, withdrawSellerEstimation, dealers[0]!.headers, quote.id),
          post(round + 1, endpointUrl(selectEstimation), buyer.headers, selectionBody(quote.id)),
        ]);
        const [row] = await ctx.database.db
          .select({ status: estimations.status, withdrawnAt: estimations.withdrawnAt })
          .from(estimations)
          .where(eq(estimations.id, quote.id));
        const chosen = await ctx.database.db
          .select({ estimationId: selections.estimationId })
          .from(selections)
          .where(eq(selections.quotationId, request.quotation.id));
        const statuses = `round ${round}: withdrawal ${withdrawal.status}, selection ${selection.status}`;
        if (withdrawal.status === 200) {
          expect(selection.status, statuses).toBe(409);
          expect(row, statuses).toMatchObject({ status: 'WITHDRAWN' });
          expect(chosen, statuses).toEqual([]);
          winners.withdrawal += 1;
        } else {
          expect([withdrawal.status, selection.status], statuses).toEqual([409, 200]);
          expect(row, statuses).toEqual({ status: 'SELECTED', withdrawnAt: null });
          expect(chosen, statuses).toEqual([{ estimationId: quote.id }]);
          winners.selection += 1;
        }
      }
      await recordFigure(context, 'withdrawal vs selection rounds', rounds);
      await recordFigure(context, '… won by the withdrawal', winners.withdrawal);
      await recordFigure(context, '… won by the selection', winners.selection);
    },
  );

  it(
    "answers a selection concurrent with the dealers' edits and withdrawals without a 5xx",
    { tags: ['race'] },
    async (context) => {
      const rounds = 12;
      const statuses: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const { buyer, dealers, request } = await requestWithDealers(4);
        const answers = await Promise.all([
          post(
            round,
            endpointUrl(selectEstimation),
            buyer.headers,
            selectionBody(request.quotes[round % 4]!.id),
          ),
          ...dealers.flatMap((dealer, index) => [
            changeQuote(
              round + index,
              updateSellerEstimation,
              dealer.headers,
              request.quotes[index]!.id,
            ),
            changeQuote(
              round + index + 1,
              index % 2 === 0 ? withdrawSellerEstimation : updateSellerEstimation,
              dealer.headers,
              request.quotes[index]!.id,
            ),
          ]),
        ]);
        statuses.push(...answers.map((answer) => answer.status));
      }
      expect(statuses).toHaveLength(rounds * 9);
      const unexpected = statuses.filter((status) => status !== 200 && status !== 409);
      await recordFigure(
        context,
        "requests racing a selection (dealers' edits, withdrawals)",
        statuses.length,
      );
      await recordFigure(context, '… answered other than 200 or 409', unexpected.length);
      expect(unexpected).toEqual([]);
    },
  );

  it(
    'holds the SMS limit of 5 codes a phone when 30 requests are split between them',
    { tags: ['race'] },
    async () => {
      const buyer = await createBuyer(ctx, { phone: null, phoneVerifiedAt: null });
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          post(index, endpointUrl(requestPhoneVerification), buyer.headers, {
            target: 'PHONE',
            payload: '01044448888',
          }).then((response) => response.status),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    },
  );

  it('counts failed dealer logins from one address across both', { tags: ['race'] }, async () => {
    const { max } = defaultRateLimits.sellerLoginPerAddress;
    const attempts = await Promise.all(
      Array.from({ length: max + 6 }, (_, index) =>
        // A different e-mail each time: only the per-address limit can stop them.
        post(
          index,
          endpointUrl(sellerLogin),
          {},
          {
            email: `guess-${index}@dealer.quotemarket.kr`,
            password: 'not-the-password',
          },
        ).then((response) => response.status),
      ),
    );
    expect(attempts.filter((status) => status === 401)).toHaveLength(max);
    expect(attempts.filter((status) => status === 429)).toHaveLength(6);
  });

  it(
    'paces guesses at one dealer from many addresses across both, but not the dealer at home',
    { tags: ['race'] },
    async (context) => {
      const { windowMs, freeHits, firstPauseMs } = defaultRateLimits.sellerLoginPacePerEmail;
      await withinOneWindow(windowMs, 20_000);
      const { seller } = await createSeller(ctx, [1]);
      const loginFrom = (index: number, address: string, password: string) =>
        post(
          index,
          endpointUrl(sellerLogin),
          { 'x-forwarded-for': address },
          {
            email: seller.email,
            password,
          },
        );
      expect((await loginFrom(0, '203.0.113.70', sellerPassword)).status).toBe(200);

      const started = Date.now();
      const guesses = await Promise.all(
        Array.from({ length: 3 * freeHits }, (_, index) =>
          loginFrom(index, `198.18.0.${index + 1}`, 'not-the-password'),
        ),
      );
      const elapsedMs = Date.now() - started;
      const atHome = await loginFrom(1, '203.0.113.70', sellerPassword);

      const statuses = guesses.map((response) => response.status);
      const letThrough = statuses.filter((status) => status === 401).length;
      await recordFigure(
        context,
        `one dealer, ${3 * freeHits} guesses at once from as many addresses over two processes: let through (free ${freeHits})`,
        letThrough,
      );
      await recordFigure(context, '… the burst took (ms)', elapsedMs);
      // The burst ends within the first pause: only the free guesses were let through.
      expect(elapsedMs).toBeLessThan(firstPauseMs);
      expect(letThrough).toBe(freeHits);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2 * freeHits);
      const waits = guesses
        .filter((response) => response.status === 429)
        .map((response) => Number(response.headers.get('retry-after')));
      // The first pause, counted from each refused request's own clock reading: one that read it
      // before the last free guess did is asked for up to a second more.
      expect(Math.min(...waits)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...waits)).toBeLessThanOrEqual(firstPauseMs / 1000 + 1);
      expect(atHome.status).toBe(200);
    },
  );

  it('drops the market price one keeps when a deal is chosen through the other', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx, { name: '시세 확인폰' });
    const { seller } = await createSeller(ctx, [1], { storeName: '시세 매장' });
    const requests = await Promise.all(
      Array.from({ length: marketPriceMinDeals }, () =>
        createQuoteRequest(ctx, {
          buyerId: buyer.user.id,
          productId: product.id,
          categoryId: 1,
          hoursAgo: 1,
          quotes: [phoneQuote(seller.id)],
        }),
      ),
    );
    const choose = async (request: (typeof requests)[number]) => {
      const chosen = await post(
        0,
        endpointUrl(selectEstimation),
        buyer.headers,
        selectionBody(request.quotes[0]!.id),
      );
      expect(chosen.status, await chosen.clone().text()).toBe(200);
    };
    const dealCounts = async () => {
      const answer = await fetch(
        `${servers[1]!.origin}${endpointUrl(getProductMarketPrices, { params: { id: product.id } })}`,
      );
      const { data } = (await answer.json()) as { data: ProductMarketPrices };
      return data.variants.map((variant) => variant.dealCount);
    };

    for (const request of requests.slice(1)) await choose(request);
    // One deal short: nothing shown, and the second process keeps that answer.
    expect(await dealCounts()).toEqual([]);
    expect(await dealCounts()).toEqual([]);
    await choose(requests[0]!);
    // The first process's trigger announces the deal to both; the second hears it a moment later.
    await expect.poll(dealCounts, { timeout: 5_000 }).toEqual([marketPriceMinDeals]);
  });

  it("brings a dealer's bid made through one to the buyer listening on the other", async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const quotation = await createOpenQuotation(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      submittedAt: new Date(),
    });
    const dealer = await createSeller(ctx, [1], { storeName: '건너편 매장' });
    const stream = await openEventStream(servers[1]!.origin, quotationEvents, buyer.headers);
    try {
      expect(stream.response.status).toBe(200);
      const sent = await fetch(
        `${servers[0]!.origin}${endpointUrl(submitSellerEstimation, { params: { id: quotation.id } })}`,
        {
          method: 'POST',
          headers: { ...dealer.headers, 'content-type': 'application/json' },
          body: JSON.stringify(phoneTerms),
        },
      );
      expect(sent.status, await sent.clone().text()).toBe(201);
      const { data } = (await sent.json()) as { data: { id: number } };
      const event = await stream.next(10_000);
      expect(JSON.parse(event.data)).toMatchObject({
        quotationId: quotation.id,
        estimationId: data.id,
        change: 'submitted',
        storeName: '건너편 매장',
      });

      // The screen's connection drops and comes back on the other process, which resumes it from
      // the position the first gave: an event's key names the same point on every process.
      stream.close();
      const edited = await fetch(
        `${servers[0]!.origin}${endpointUrl(updateSellerEstimation, { params: { id: data.id } })}`,
        {
          method: 'PATCH',
          headers: { ...dealer.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ ...phoneTerms, storeSubsidy: 120_000 }),
        },
      );
      expect(edited.status, await edited.clone().text()).toBe(200);
      const resumed = await openEventStream(servers[0]!.origin, quotationEvents, {
        ...buyer.headers,
        'last-event-id': event.id!,
      });
      try {
        expect(JSON.parse((await resumed.next(10_000)).data)).toMatchObject({
          estimationId: data.id,
          change: 'updated',
        });
      } finally {
        resumed.close();
      }
    } finally {
      stream.close();
    }
  });

  it('tells a bidding dealer listening on one that the buyer closed the request through the other', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const dealer = await createSeller(ctx, [1], { storeName: '건너편 매장' });
    const { quotation } = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      hoursAgo: 0,
      quotes: [phoneQuote(dealer.seller.id)],
    });
    const inbox = await openEventStream(servers[1]!.origin, sellerInboxEvents, dealer.headers);
    try {
      expect(inbox.response.status).toBe(200);
      const closed = await post(
        0,
        endpointUrl(closeQuotation, { params: { id: quotation.id } }),
        buyer.headers,
        {},
      );
      expect(closed.status, await closed.clone().text()).toBe(200);
      expect(JSON.parse((await inbox.next(10_000)).data)).toEqual({
        quotationId: quotation.id,
        categoryId: 1,
        change: 'closed',
        mine: true,
        closedReason: 'BUYER_CLOSED',
      });
    } finally {
      inbox.close();
    }
  });

  it('brings a conversation’s messages to the buyer and the store exactly once, whichever process each is on', async () => {
    const { buyer, dealers, request } = await requestWithDealers(2);
    const [store, otherStore] = dealers as [(typeof dealers)[0], (typeof dealers)[0]];
    const conversation = request.quotes[0]!.id;
    // The buyer listens on one process, the stores on the other; the messages are sent through
    // both.
    const buyerStream = await openEventStream(servers[0]!.origin, quotationEvents, buyer.headers);
    const storeStream = await openEventStream(servers[1]!.origin, sellerInboxEvents, store.headers);
    const otherStream = await openEventStream(
      servers[1]!.origin,
      sellerInboxEvents,
      otherStore.headers,
    );
    try {
      const sendThrough = async (
        index: number,
        endpoint: typeof sendBuyerMessage | typeof sendDealerMessage,
        headers: Record<string, string>,
        body: string,
      ) => {
        const url = endpointUrl(endpoint, { params: { id: conversation } });
        const sent = await post(index, url, headers, { body });
        expect(sent.status, await sent.clone().text()).toBe(201);
        return ((await sent.json()) as { data: { id: number } }).data.id;
      };
      const question = await sendThrough(0, sendBuyerMessage, buyer.headers, '재고 있나요?');
      const answer = await sendThrough(1, sendDealerMessage, store.headers, '네, 있어요.');
      const expected = [
        { by: 'buyer', messageId: question },
        { by: 'dealer', messageId: answer },
      ].map((sent) => ({
        quotationId: request.quotation.id,
        estimationId: conversation,
        change: 'sent',
        ...sent,
      }));
      for (const stream of [buyerStream, storeStream]) {
        const heard = [await stream.next(10_000), await stream.next(10_000)];
        expect(heard.map((event) => event.event)).toEqual(['message', 'message']);
        expect(heard.map((event) => JSON.parse(event.data))).toEqual(expected);
        // Once each: nothing more follows.
        await expect(stream.next(1_000)).rejects.toThrow(/no event/);
      }
      await expect(otherStream.next(500)).rejects.toThrow(/no event/);
    } finally {
      buyerStream.close();
      storeStream.close();
      otherStream.close();
    }
  });

  it(
    'delivers each bid to each subscribed device exactly once, with both processes draining',
    { tags: ['race'] },
    async () => {
      const buyer = await createBuyer(ctx);
      const product = await createProduct(ctx);
      const browsers = [];
      for (let index = 0; index < 3; index += 1) {
        browsers.push(await subscribeBrowser(ctx, buyer, pushService));
      }
      const quotation = await openRequest(ctx, { buyerId: buyer.user.id, productId: product.id });
      const dealers = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((index) => createSeller(ctx, [1], { storeName: `매장 ${index}` })),
      );
      // The bids are split between the processes; every drainer is woken by every one of them.
      const statuses = await Promise.all(
        dealers.map((dealer, index) =>
          post(
            index,
            endpointUrl(submitSellerEstimation, { params: { id: quotation.id } }),
            dealer.headers,
            phoneTerms,
          ).then((response) => response.status),
        ),
      );
      expect(statuses).toEqual(Array(dealers.length).fill(201));

      await pushService.waitFor(browsers.length * dealers.length, { timeoutMs: 15_000 });
      // Long enough for a second delivery to show up, were there one (the drainers poll every 5 s).
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      for (const browser of browsers) {
        const pushes = pushService.received.filter((push) => push.path === browser.path);
        const bodies = pushes.map((push) => browser.decrypt(push).body).sort();
        expect(bodies).toEqual(
          dealers
            .map(
              (dealer) => `갤럭시 S26에 ${withSubject(dealer.seller.storeName)} 견적을 보냈어요.`,
            )
            .sort(),
        );
      }
      await verifyVapidAuthorization(pushService.received[0]!, {
        publicKey: ctx.app.deps.push.webPushPublicKey!,
        audience: pushService.origin,
      });
    },
  );
});
