import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cancelMembership,
  getDevelopmentPushOutbox,
  logout,
  notificationMessages,
  registerDevice,
  replyToSellerReview,
  submitSellerEstimation,
  webPushPublicKey,
} from '@quotemarket/contract';
import { buildApp } from '../app';
import {
  devices,
  estimations,
  notificationQueue,
  notificationSettings,
  quotations,
  ratings,
} from '../db/schema';
import { notifyBuyer } from '../domain/notifications/queue';
import { remindOfClosingWindows } from '../jobs/closing-reminders';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import {
  bid,
  eventually,
  fastDrainer,
  openRequest,
  queuedFor,
  registerAppDevice,
  subscribeBrowser,
} from '../testing/push-kit';
import {
  createTestSubscription,
  startPushServiceStandIn,
  verifyVapidAuthorization,
  type PushServiceStandIn,
} from '../testing/push-service-stand-in';
import { callEndpoint, endpointUrl } from '../testing/call-endpoint';
import { callOk, recordSelection, rentalTerms } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

/*
 * Push notifications from the event to the device: a dealer's bid, a reply to a review and the
 * closing window enqueue in their own transaction, by the buyer's settings; this app's drainer
 * sends them to a stand-in push service, which decrypts each with the subscription's own keys.
 */

let ctx: TestContext;
let service: PushServiceStandIn;
let productId: number;

beforeAll(async () => {
  service = await startPushServiceStandIn();
  ctx = await createTestApp({
    pushDrainer: fastDrainer,
    push: { testServiceOrigins: [service.origin] },
  });
  productId = (await createProduct(ctx, { name: '갤럭시 S26' })).id;
});
afterAll(async () => {
  await ctx?.close();
  await service?.close();
});
beforeEach(() => service.answerWith(() => ({ status: 201 })));

async function publicKey(): Promise<string> {
  return (await callOk(ctx, webPushPublicKey)).publicKey!;
}

/** Lets the drainer finish whatever is due, then says how many pushes the path received. */
async function receivedBy(path: string): Promise<number> {
  await ctx.app.deps.push.drainer!.drain();
  return service.received.filter((push) => push.path === path).length;
}

describe("a dealer's new quote", () => {
  it('reaches the subscribed browser within moments, encrypted for it and signed with our key', async () => {
    const buyer = await createBuyer(ctx);
    const browser = await subscribeBrowser(ctx, buyer, service);
    const quotation = await openRequest(ctx, { buyerId: buyer.user.id, productId });
    const dealer = await createSeller(ctx, [1], { storeName: '강남 모바일' });

    const bidAt = Date.now();
    await bid(ctx, dealer, quotation.id);
    const [push] = await service.waitFor(1, { path: browser.path });
    expect(push!.at - bidAt).toBeLessThan(3_000);

    expect(browser.decrypt(push!)).toEqual({
      title: '새 견적이 도착했어요',
      body: '갤럭시 S26에 강남 모바일이 견적을 보냈어요.',
      path: `/check-quotation-details/${quotation.id}/${productId}`,
      tag: `quotation-${quotation.id}`,
    });
    expect(push!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      urgency: 'high',
      topic: `quotation-${quotation.id}`,
    });
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const claims = await verifyVapidAuthorization(push!, {
      publicKey: await publicKey(),
      audience: service.origin,
    });
    expect(claims.sub).toBe('mailto:dev@quotemarket.kr');
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp! * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);

    const rows = await eventually(async () => {
      const queued = await queuedFor(ctx, buyer.user.id);
      expect(queued.map((row) => row.status)).toEqual(['SENT']);
      return queued;
    });
    expect(rows[0]).toMatchObject({ kind: 'new-bid', attempts: 1, lastError: null });
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
  });

  it("reaches each of the buyer's devices once, the app's through the development outbox", async () => {
    const buyer = await createBuyer(ctx);
    const browsers = [
      await subscribeBrowser(ctx, buyer, service),
      await subscribeBrowser(ctx, buyer, service),
    ];
    const phone = await registerAppDevice(ctx, buyer, 'android');
    // A browser without a subscription registers with an empty token: nothing goes to it.
    await callEndpoint(ctx, registerDevice, {
      headers: buyer.headers,
      body: { platform: 'web', udid: 'no-subscription', fcmToken: '' },
    });
    const quotation = await openRequest(ctx, { buyerId: buyer.user.id, productId });
    const dealer = await createSeller(ctx, [1], { storeName: '역삼 스토어' });
    await bid(ctx, dealer, quotation.id);

    for (const browser of browsers) await service.waitFor(1, { path: browser.path });
    await eventually(async () => {
      const outbox = await ctx.app.inject({
        method: 'GET',
        url: endpointUrl(getDevelopmentPushOutbox),
        remoteAddress: '127.0.0.1',
      });
      expect(outbox.statusCode).toBe(200);
      const entries = (outbox.json() as { data: { deviceToken: string }[] }).data;
      expect(entries.filter((entry) => entry.deviceToken === phone.token)).toEqual([
        expect.objectContaining({
          platform: 'android',
          payload: expect.objectContaining({ body: '갤럭시 S26에 역삼 스토어가 견적을 보냈어요.' }),
        }),
      ]);
    });
    expect(await queuedFor(ctx, buyer.user.id)).toHaveLength(3);
    for (const browser of browsers) expect(await receivedBy(browser.path)).toBe(1);
  });

  it('is not sent when the request’s own notifications are off', async () => {
    const buyer = await createBuyer(ctx);
    await subscribeBrowser(ctx, buyer, service);
    const quotation = await openRequest(ctx, {
      buyerId: buyer.user.id,
      productId,
      notifications: false,
    });
    await bid(ctx, await createSeller(ctx, [1]), quotation.id);
    expect(await queuedFor(ctx, buyer.user.id)).toEqual([]);
  });

  it('is not sent when the switch of the request’s category is off', async () => {
    const buyer = await createBuyer(ctx);
    await subscribeBrowser(ctx, buyer, service);
    await ctx.database.db.insert(notificationSettings).values({
      userId: buyer.user.id,
      cellPhoneQuoteNotification: false,
      allProductNotifications: false,
    });
    const phoneRequest = await openRequest(ctx, { buyerId: buyer.user.id, productId });
    await bid(ctx, await createSeller(ctx, [1]), phoneRequest.id);
    expect(await queuedFor(ctx, buyer.user.id)).toEqual([]);

    // Another category's switch is still on.
    const purifier = await createProduct(ctx, {
      categoryId1: 3,
      name: '코웨이 정수기',
      rentalFee: 29_900,
    });
    const purifierRequest = await openRequest(ctx, {
      buyerId: buyer.user.id,
      productId: purifier.id,
      categoryId: 3,
    });
    await callOk(
      ctx,
      submitSellerEstimation,
      {
        headers: (await createSeller(ctx, [3])).headers,
        params: { id: purifierRequest.id },
        body: rentalTerms,
      },
      201,
    );
    expect((await queuedFor(ctx, buyer.user.id)).map((row) => row.kind)).toEqual(['new-bid']);
  });

  it('is never queued for a write that rolls back', async () => {
    const buyer = await createBuyer(ctx);
    const browser = await subscribeBrowser(ctx, buyer, service);
    const message = notificationMessages.newBid({
      quotationId: 1,
      productId,
      productName: '갤럭시 S26',
      storeName: '없던 매장',
    });
    await expect(
      ctx.database.db.transaction(async (tx) => {
        const { enqueued } = await notifyBuyer(tx, {
          kind: 'new-bid',
          request: { categoryId: 1, notificationsOn: true },
          buyerId: buyer.user.id,
          dedupeKey: 'new-bid:rolled-back',
          message,
          now: new Date(),
        });
        expect(enqueued).toBe(1);
        throw new Error('the bid failed after all');
      }),
    ).rejects.toThrow('the bid failed after all');
    expect(await queuedFor(ctx, buyer.user.id)).toEqual([]);
    expect(await receivedBy(browser.path)).toBe(0);
  });

  it('is queued once per device however often its event is enqueued', async () => {
    const buyer = await createBuyer(ctx);
    await subscribeBrowser(ctx, buyer, service);
    const notification = {
      kind: 'new-bid',
      request: { categoryId: 1, notificationsOn: true },
      buyerId: buyer.user.id,
      dedupeKey: 'new-bid:twice',
      message: notificationMessages.newBid({
        quotationId: 1,
        productId,
        productName: '갤럭시 S26',
        storeName: '매장',
      }),
      now: new Date(),
    } as const;
    expect((await notifyBuyer(ctx.database.db, notification)).enqueued).toBe(1);
    expect((await notifyBuyer(ctx.database.db, notification)).enqueued).toBe(0);
    expect(await queuedFor(ctx, buyer.user.id)).toHaveLength(1);
  });
});

describe("a dealer's reply to the buyer's review", () => {
  async function reviewedDeal(buyer: Awaited<ReturnType<typeof createBuyer>>) {
    const dealer = await createSeller(ctx, [1], { storeName: '강남 모바일' });
    const quotation = await openRequest(ctx, { buyerId: buyer.user.id, productId });
    const estimationId = await bid(ctx, dealer, quotation.id);
    const selection = await recordSelection(ctx, { estimationId });
    const [rating] = await ctx.database.db
      .insert(ratings)
      .values({
        sellerId: dealer.seller.id,
        buyerId: buyer.user.id,
        selectionId: selection.id,
        productId,
        rating: 5,
        review: '친절했어요',
      })
      .returning();
    return { dealer, rating: rating! };
  }

  const reply = (dealer: { headers: Record<string, string> }, ratingId: number, content: string) =>
    callOk(ctx, replyToSellerReview, {
      headers: dealer.headers,
      params: { id: ratingId },
      body: { content },
    });

  it('tells the buyer once, opening the store page that shows it; an edit is not news', async () => {
    const buyer = await createBuyer(ctx);
    const { dealer, rating } = await reviewedDeal(buyer);
    const browser = await subscribeBrowser(ctx, buyer, service);

    await reply(dealer, rating.id, '감사합니다!');
    const [push] = await service.waitFor(1, { path: browser.path });
    expect(browser.decrypt(push!)).toEqual({
      title: '리뷰에 답글이 달렸어요',
      body: '강남 모바일이 갤럭시 S26 리뷰에 답글을 남겼어요.',
      path: `/store-information/${dealer.seller.id}`,
      tag: `review-${rating.id}`,
    });

    await reply(dealer, rating.id, '다시 한번 감사합니다!');
    expect(await receivedBy(browser.path)).toBe(1);
  });

  it('is not sent with the information switch off', async () => {
    const buyer = await createBuyer(ctx);
    const { dealer, rating } = await reviewedDeal(buyer);
    await subscribeBrowser(ctx, buyer, service);
    await ctx.database.db
      .insert(notificationSettings)
      .values({ userId: buyer.user.id, infoNotifications: false });
    await reply(dealer, rating.id, '감사합니다!');
    expect(await queuedFor(ctx, buyer.user.id)).toEqual([]);
  });
});

describe('the reminder of a window closing within the hour', () => {
  /** A request of the buyer's submitted `hoursAgo` before `now`, with `bids` active quotes. */
  async function requestClosing(
    buyerId: number,
    now: Date,
    options: { hoursAgo: number; bids: number; notifications?: boolean },
  ) {
    const submittedAt = new Date(now.getTime() - options.hoursAgo * 60 * 60 * 1000);
    const quotation = await openRequest(ctx, {
      buyerId,
      productId,
      notifications: options.notifications ?? true,
    });
    await ctx.database.db
      .update(quotations)
      .set({ submittedAt, deadlineAt: new Date(submittedAt.getTime() + 48 * 60 * 60 * 1000) })
      .where(eq(quotations.id, quotation.id));
    for (let index = 0; index < options.bids; index += 1) {
      const dealer = await createSeller(ctx, [1]);
      await ctx.database.db.insert(estimations).values({
        quotationId: quotation.id,
        sellerId: dealer.seller.id,
        allInCost: 1_000_000,
        allInMonths: 24,
      });
    }
    return quotation;
  }

  it('reminds once of a request with quotes none of which is chosen, opening it', async () => {
    const buyer = await createBuyer(ctx);
    const browser = await subscribeBrowser(ctx, buyer, service);
    const now = new Date();
    const closing = await requestClosing(buyer.user.id, now, { hoursAgo: 47.5, bids: 2 });
    // Not yet within the hour; without quotes; already decided; notifications off: none of these.
    await requestClosing(buyer.user.id, now, { hoursAgo: 46, bids: 1 });
    await requestClosing(buyer.user.id, now, { hoursAgo: 47.5, bids: 0 });
    await requestClosing(buyer.user.id, now, { hoursAgo: 47.5, bids: 1, notifications: false });
    const decided = await requestClosing(buyer.user.id, now, { hoursAgo: 47.5, bids: 1 });
    const [chosen] = await ctx.database.db
      .select({ id: estimations.id })
      .from(estimations)
      .where(eq(estimations.quotationId, decided.id));
    await recordSelection(ctx, { estimationId: chosen!.id });

    expect(await remindOfClosingWindows(ctx.database.db, now)).toBe(1);
    expect(await remindOfClosingWindows(ctx.database.db, new Date(now.getTime() + 60_000))).toBe(0);

    const [push] = await service.waitFor(1, { path: browser.path });
    expect(browser.decrypt(push!)).toEqual({
      title: '견적 마감까지 1시간도 안 남았어요',
      body: '갤럭시 S26 견적 2개가 기다리고 있어요. 마감 전에 골라 보세요.',
      path: `/check-quotation-details/${closing.id}/${productId}`,
      tag: `quotation-${closing.id}`,
    });
    const rows = await queuedFor(ctx, buyer.user.id);
    expect(rows.map((row) => [row.kind, row.dedupeKey])).toEqual([
      ['window-closing', `window-closing:${closing.id}`],
    ]);
  });

  it('lets only one of several rounds at once do the work', async () => {
    const buyer = await createBuyer(ctx);
    await subscribeBrowser(ctx, buyer, service);
    const now = new Date();
    await requestClosing(buyer.user.id, now, { hoursAgo: 47.2, bids: 1 });
    const rounds = await Promise.all(
      [1, 2, 3].map(() => remindOfClosingWindows(ctx.database.db, now)),
    );
    expect(rounds.filter((reminded) => reminded === 1)).toHaveLength(1);
    expect(await queuedFor(ctx, buyer.user.id)).toHaveLength(1);
  });
});

describe('a device that goes', () => {
  /** A notification waiting for its next try, far ahead: it stays queued until the device goes. */
  async function waitingRow(deviceId: number) {
    const [row] = await ctx.database.db
      .insert(notificationQueue)
      .values({
        deviceId,
        kind: 'new-bid',
        dedupeKey: `new-bid:waiting-${deviceId}`,
        payload: { title: '새 견적이 도착했어요', body: '…', path: '/', tag: 't' },
        nextAttemptAt: new Date(Date.now() + 60 * 60 * 1000),
      })
      .returning();
    return row!.id;
  }

  async function deviceIdOf(userId: number, udid: string) {
    const [device] = await ctx.database.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.udid, udid));
    expect(device, `device ${udid} of buyer ${userId}`).toBeDefined();
    return device!.id;
  }

  const remaining = async (ids: number[]) =>
    ctx.database.db
      .select({ id: notificationQueue.id })
      .from(notificationQueue)
      .where(inArray(notificationQueue.id, ids));

  it('takes its queued notifications along at logout', async () => {
    const buyer = await createBuyer(ctx);
    const browser = await subscribeBrowser(ctx, buyer, service);
    const other = await subscribeBrowser(ctx, buyer, service);
    const leaving = await waitingRow(await deviceIdOf(buyer.user.id, browser.udid));
    const staying = await waitingRow(await deviceIdOf(buyer.user.id, other.udid));
    const response = await callEndpoint(ctx, logout, {
      headers: buyer.headers,
      query: { deviceId: browser.udid },
    });
    expect(response.statusCode).toBe(200);
    expect(await remaining([leaving, staying])).toEqual([{ id: staying }]);
  });

  it('takes its queued notifications along at withdrawal', async () => {
    const buyer = await createBuyer(ctx);
    const browser = await subscribeBrowser(ctx, buyer, service);
    const phone = await registerAppDevice(ctx, buyer);
    const rows = [
      await waitingRow(await deviceIdOf(buyer.user.id, browser.udid)),
      await waitingRow(await deviceIdOf(buyer.user.id, phone.udid)),
    ];
    const response = await callEndpoint(ctx, cancelMembership, { headers: buyer.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(await remaining(rows)).toEqual([]);
  });

  it('is the latest registrant of a token alone: an account signed in before loses it', async () => {
    const earlier = await createBuyer(ctx);
    const later = await createBuyer(ctx);
    const browser = await subscribeBrowser(ctx, earlier, service);
    await callOk(ctx, registerDevice, {
      headers: later.headers,
      body: {
        platform: 'web',
        udid: 'same-browser',
        fcmToken: JSON.stringify(browser.subscription),
      },
    });
    const owners = await ctx.database.db
      .select({ userId: devices.userId })
      .from(devices)
      .where(sql`${devices.fcmToken} = ${JSON.stringify(browser.subscription)}`);
    expect(owners).toEqual([{ userId: later.user.id }]);
  });
});

describe("a browser's subscription", () => {
  it.each(['development', 'production'] as const)(
    "names a browser's push service over https, in %s too",
    async (env) => {
      const app = await buildApp({ database: ctx.database, settings: { env } });
      try {
        const buyer = await createBuyer(ctx);
        const token = await app.deps.tokens.issue('buyer', buyer.user.id);
        const register = (endpoint: string) =>
          app.inject({
            method: 'POST',
            url: endpointUrl(registerDevice),
            headers: { authorization: `Bearer ${token}` },
            payload: {
              platform: 'web',
              udid: 'browser',
              fcmToken: JSON.stringify(createTestSubscription(endpoint).subscription),
            },
          });
        // The server would POST to whatever the subscription names: a machine on the inside too.
        for (const endpoint of [
          service.endpoint(),
          'http://169.254.169.254/latest/meta-data',
          'https://push.example.com/abc',
          'http://fcm.googleapis.com/fcm/send/abc',
        ]) {
          const refused = await register(endpoint);
          expect(refused.statusCode, endpoint).toBe(400);
          expect(refused.json()).toEqual({
            status_code: 400,
            message: '알림 구독 정보를 확인하지 못했어요. 알림을 다시 켜 주세요.',
            data: { fcmToken: '알림 구독 정보를 확인하지 못했어요. 알림을 다시 켜 주세요.' },
          });
        }
        expect((await register('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    },
  );
});

describe('the VAPID public key', () => {
  it('is generated once, kept in the database, and the same for every process on it', async () => {
    const key = await publicKey();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const another = await buildApp({ database: ctx.database });
    try {
      expect(another.deps.push.webPushPublicKey).toBe(key);
    } finally {
      await another.close();
    }
  });

  it('is null in production without configured keys, and there is no outbox', async () => {
    const production = await buildApp({ database: ctx.database, settings: { env: 'production' } });
    try {
      const answer = await production.inject({
        method: 'GET',
        url: endpointUrl(webPushPublicKey),
      });
      expect(answer.json()).toEqual({
        status_code: 200,
        message: expect.any(String),
        data: { publicKey: null },
      });
      const outbox = await production.inject({
        method: 'GET',
        url: endpointUrl(getDevelopmentPushOutbox),
        remoteAddress: '127.0.0.1',
      });
      expect(outbox.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('hides the development outbox from other machines', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: endpointUrl(getDevelopmentPushOutbox),
      remoteAddress: '192.168.0.23',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('페이지를 찾을 수 없어요.');
  });
});
