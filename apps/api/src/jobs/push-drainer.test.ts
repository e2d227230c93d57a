import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerDevice, submitSellerEstimation } from '@quotemarket/contract';
import { devices, notificationQueue } from '../db/schema';
import { isAdmittedPushEndpoint } from '../edges/web-push-sender';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import {
  bid,
  eventually,
  fastDrainer,
  openRequest,
  queuedFor,
  subscribeBrowser,
} from '../testing/push-kit';
import {
  createTestSubscription,
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../testing/push-service-stand-in';
import { callOk, phoneTerms } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';
import { pushDrainerDefaults, retryDelayMs } from './push-drainer';
import { callEndpoint } from '../testing/call-endpoint';

/*
 * What the drainer does with the push service's answers: a subscription that is gone (404, 410)
 * takes its device and its queue with it at once; a failure (500) is tried again after a growing
 * wait until it succeeds or the tries run out; a slow push service slows no bid.
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
  productId = (await createProduct(ctx)).id;
});
afterAll(async () => {
  await ctx?.close();
  await service?.close();
});
beforeEach(() => service.answerWith(() => ({ status: 201 })));

/** A buyer with one subscribed browser and an open request that notifies. */
async function subscribedBuyer() {
  const buyer = await createBuyer(ctx);
  const browser = await subscribeBrowser(ctx, buyer, service);
  const quotation = await openRequest(ctx, { buyerId: buyer.user.id, productId });
  return { buyer, browser, quotation };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an expired subscription', () => {
  it.each([404, 410])(
    'answered %i: the device and its queued notifications go, and nothing is tried again',
    async (status) => {
      const { buyer, browser, quotation } = await subscribedBuyer();
      service.answerWith((push) => ({ status: push.path === browser.path ? status : 201 }));
      const [device] = await ctx.database.db
        .select({ id: devices.id })
        .from(devices)
        .where(eq(devices.udid, browser.udid));
      await bid(ctx, await createSeller(ctx, [1]), quotation.id);
      await service.waitFor(1, { path: browser.path });
      await eventually(async () => {
        expect(
          await ctx.database.db.select().from(devices).where(eq(devices.id, device!.id)),
        ).toEqual([]);
      });
      expect(await queuedFor(ctx, buyer.user.id)).toEqual([]);
      expect(
        await ctx.database.db
          .select()
          .from(notificationQueue)
          .where(eq(notificationQueue.deviceId, device!.id)),
      ).toEqual([]);
      // Several polls and the longest backoff later, still the one request.
      await sleep(fastDrainer.retryMaxMs + 4 * fastDrainer.pollIntervalMs);
      expect(service.received.filter((push) => push.path === browser.path)).toHaveLength(1);
    },
  );

  it('keeps a device that registered a fresh subscription meanwhile', async () => {
    const { buyer, browser, quotation } = await subscribedBuyer();
    const fresh = createTestSubscription(service.endpoint());
    service.answerWith((push) => {
      if (push.path !== browser.path) return { status: 201 };
      // While the old subscription's push is answered, the browser registers its new one.
      return { status: 410, delayMs: 300 };
    });
    await bid(ctx, await createSeller(ctx, [1]), quotation.id);
    await service.waitFor(1, { path: browser.path });
    await callOk(ctx, registerDevice, {
      headers: buyer.headers,
      body: { platform: 'web', udid: browser.udid, fcmToken: JSON.stringify(fresh.subscription) },
    });
    const [row] = await eventually(async () => {
      const rows = await queuedFor(ctx, buyer.user.id);
      expect(rows.map((queued) => queued.status)).toEqual(['FAILED']);
      return rows;
    });
    expect(row!.lastError).toBe('push service answered 410');
    const registered = await ctx.database.db
      .select({ fcmToken: devices.fcmToken })
      .from(devices)
      .where(eq(devices.udid, browser.udid));
    expect(registered).toEqual([{ fcmToken: JSON.stringify(fresh.subscription) }]);
  });
});

describe('a failing push service', () => {
  it('is tried again with growing waits, and the notification arrives once it recovers', async () => {
    const { buyer, browser, quotation } = await subscribedBuyer();
    service.answerWith((push, earlier) => ({
      status: push.path === browser.path && earlier < 2 ? 500 : 201,
    }));
    await bid(ctx, await createSeller(ctx, [1]), quotation.id);
    const tries = await service.waitFor(3, { path: browser.path });
    const [first, second, third] = tries.map((push) => push.at) as [number, number, number];
    // The jitter is fixed at the middle: ¾ of 100 ms, then ¾ of 200 ms (polled every 50 ms).
    expect(second - first).toBeGreaterThanOrEqual(75 - 5);
    expect(third - second).toBeGreaterThanOrEqual(150 - 5);
    expect(third - second).toBeGreaterThan(second - first);
    // Each try carries the same message.
    expect(new Set(tries.map((push) => JSON.stringify(browser.decrypt(push)))).size).toBe(1);
    const [row] = await eventually(async () => {
      const rows = await queuedFor(ctx, buyer.user.id);
      expect(rows.map((queued) => queued.status)).toEqual(['SENT']);
      return rows;
    });
    expect(row).toMatchObject({ attempts: 3 });
  });

  it('is given up after the last try, and the reason is kept', async () => {
    const { buyer, browser, quotation } = await subscribedBuyer();
    service.answerWith((push) => ({ status: push.path === browser.path ? 503 : 201 }));
    await bid(ctx, await createSeller(ctx, [1]), quotation.id);
    await service.waitFor(fastDrainer.maxAttempts, { path: browser.path });
    const [row] = await eventually(async () => {
      const rows = await queuedFor(ctx, buyer.user.id);
      expect(rows.map((queued) => queued.status)).toEqual(['FAILED']);
      return rows;
    });
    expect(row).toMatchObject({
      attempts: fastDrainer.maxAttempts,
      lastError: 'push service answered 503',
    });
    await sleep(fastDrainer.retryMaxMs + 2 * fastDrainer.pollIntervalMs);
    expect(service.received.filter((push) => push.path === browser.path)).toHaveLength(
      fastDrainer.maxAttempts,
    );
    // The device itself stays: the service failed, not the subscription.
    expect(
      await ctx.database.db.select().from(devices).where(eq(devices.udid, browser.udid)),
    ).toHaveLength(1);
  });

  it('is not tried again for a refusal that would repeat (400)', async () => {
    const { buyer, browser, quotation } = await subscribedBuyer();
    service.answerWith((push) => ({ status: push.path === browser.path ? 400 : 201 }));
    await bid(ctx, await createSeller(ctx, [1]), quotation.id);
    await eventually(async () => {
      const rows = await queuedFor(ctx, buyer.user.id);
      expect(rows.map((queued) => [queued.status, queued.attempts])).toEqual([['FAILED', 1]]);
    });
  });
});

describe('a slow push service', () => {
  it('keeps no bid waiting: the bid is answered at once, the push delivered after', async () => {
    const { buyer, browser, quotation } = await subscribedBuyer();
    service.answerWith((push) => ({
      status: 201,
      delayMs: push.path === browser.path ? 2_000 : 0,
    }));
    const dealer = await createSeller(ctx, [1]);
    const startedAt = Date.now();
    const response = await callEndpoint(ctx, submitSellerEstimation, {
      params: { id: quotation.id },
      headers: dealer.headers,
      body: phoneTerms,
    });
    const answeredAt = Date.now();
    expect(response.statusCode, response.body).toBe(201);
    expect(answeredAt - startedAt).toBeLessThan(1_000);

    // The push service has the message and is still answering: not yet sent.
    const [push] = await service.waitFor(1, { path: browser.path });
    expect((await queuedFor(ctx, buyer.user.id)).map((row) => row.status)).toEqual(['PENDING']);
    const [row] = await eventually(async () => {
      const rows = await queuedFor(ctx, buyer.user.id);
      expect(rows.map((queued) => queued.status)).toEqual(['SENT']);
      return rows;
    }, 6_000);
    expect(push!.answeredAt! - answeredAt).toBeGreaterThan(1_500);
    expect(row!.sentAt!.getTime()).toBeGreaterThanOrEqual(push!.answeredAt! - 5);
  });
});

describe('the rules of sending', () => {
  it('wait twice as long after each failure, half of it random, within the bounds', () => {
    const settings = { retryBaseMs: 10_000, retryMaxMs: 600_000 };
    const at = (attempt: number, random: number, retryAfter?: number) =>
      retryDelayMs(attempt, { ...settings, random: () => random }, retryAfter);
    expect([1, 2, 3].map((attempt) => at(attempt, 0))).toEqual([5_000, 10_000, 20_000]);
    expect([1, 2, 3].map((attempt) => at(attempt, 1))).toEqual([10_000, 20_000, 40_000]);
    expect(at(20, 1)).toBe(600_000);
    // The push service's Retry-After is honoured, within the longest wait.
    expect(at(1, 0, 90_000)).toBe(90_000);
    expect(at(1, 0, 10 * 60 * 60 * 1000)).toBe(600_000);
    // The defaults try for about twenty minutes.
    const total = Array.from({ length: pushDrainerDefaults.maxAttempts - 1 }, (_, index) =>
      retryDelayMs(index + 1, { ...pushDrainerDefaults, random: () => 1 }),
    ).reduce((sum, delay) => sum + delay, 0);
    expect(total / 60_000).toBeGreaterThan(15);
    expect(total / 60_000).toBeLessThan(30);
  });

  it("call only the browsers' push services over https, and a test's own stand-in", () => {
    const admitted = (endpoint: string) => isAdmittedPushEndpoint(endpoint);
    expect(admitted('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(admitted('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(admitted('https://wns2-par02p.notify.windows.com/w/?token=abc')).toBe(true);
    expect(admitted('https://web.push.apple.com/QGuQyavXutnMH')).toBe(true);
    expect(admitted('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(admitted('https://fcm.googleapis.com:8443/fcm/send/abc')).toBe(false);
    expect(admitted('https://169.254.169.254/latest/meta-data')).toBe(false);
    expect(admitted('https://fcm.googleapis.com.evil.example/x')).toBe(false);
    expect(admitted('https://evil.googleapis.com/x')).toBe(false);
    expect(admitted('https://api.push.apple.com/3/device/abc')).toBe(false);
    expect(admitted('https://localhost/push')).toBe(false);
    expect(admitted(service.endpoint())).toBe(false);
    expect(isAdmittedPushEndpoint(service.endpoint(), [service.origin])).toBe(true);
    expect(isAdmittedPushEndpoint('http://127.0.0.1:9/push/1', [service.origin])).toBe(false);
  });

  it('never claims the same row twice while its send is under way', async () => {
    const { buyer, browser, quotation } = await subscribedBuyer();
    service.answerWith((push) => ({ status: 201, delayMs: push.path === browser.path ? 300 : 0 }));
    await bid(ctx, await createSeller(ctx, [1]), quotation.id);
    await service.waitFor(1, { path: browser.path });
    // Woken again and again while the first send waits for its answer.
    for (let round = 0; round < 5; round += 1) {
      ctx.app.deps.push.drainer!.wake();
      await sleep(20);
    }
    await eventually(async () => {
      expect((await queuedFor(ctx, buyer.user.id)).map((row) => row.status)).toEqual(['SENT']);
    });
    expect(service.received.filter((push) => push.path === browser.path)).toHaveLength(1);
    const ids = (await queuedFor(ctx, buyer.user.id)).map((row) => row.id);
    expect(
      await ctx.database.db
        .select({ attempts: notificationQueue.attempts })
        .from(notificationQueue)
        .where(inArray(notificationQueue.id, ids)),
    ).toEqual([{ attempts: 1 }]);
  });
});
