// Test-only helpers of the push notification tests: a buyer's devices registered through the API,
// requests that ask for notifications, and the queue's rows.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { registerDevice, submitSellerEstimation } from '@quotemarket/contract';
import { devices, notificationQueue, quotations } from '../db/schema';
import type { PushDrainerOptions } from '../jobs/push-drainer';
import { callOk } from './seller-kit';
import { createOpenQuotation, phoneTerms } from './seller-kit';
import {
  createTestSubscription,
  type PushServiceStandIn,
  type TestSubscription,
} from './push-service-stand-in';
import type { TestContext } from './test-app';

/** A drainer that polls and retries in milliseconds, with its jitter fixed at the middle. */
export const fastDrainer = {
  pollIntervalMs: 50,
  retryBaseMs: 100,
  retryMaxMs: 400,
  maxAttempts: 4,
  random: () => 0.5,
} satisfies PushDrainerOptions;

/** A browser subscribed on `service`, registered as the buyer's web device through the API. */
export async function subscribeBrowser(
  ctx: TestContext,
  buyer: { headers: Record<string, string> },
  service: PushServiceStandIn,
  udid = `visitor-${randomUUID()}`,
): Promise<TestSubscription & { udid: string }> {
  const browser = createTestSubscription(service.endpoint());
  await callOk(ctx, registerDevice, {
    headers: buyer.headers,
    body: { platform: 'web', udid, fcmToken: JSON.stringify(browser.subscription) },
  });
  return { ...browser, udid };
}

/** An app wrapper's device with its FCM token, registered through the API. */
export async function registerAppDevice(
  ctx: TestContext,
  buyer: { headers: Record<string, string> },
  platform: 'ios' | 'android' = 'ios',
) {
  const token = `fcm-token-${randomUUID()}`;
  const udid = `${platform}-${randomUUID()}`;
  await callOk(ctx, registerDevice, {
    headers: buyer.headers,
    body: { platform, udid, fcmToken: token },
  });
  return { token, udid };
}

/** An open request of the buyer's whose notifications are on (or off, when told). */
export async function openRequest(
  ctx: TestContext,
  input: { buyerId: number; productId: number; categoryId?: number; notifications?: boolean },
) {
  const quotation = await createOpenQuotation(ctx, {
    buyerId: input.buyerId,
    productId: input.productId,
    categoryId: input.categoryId ?? 1,
    submittedAt: new Date(),
  });
  await ctx.database.db
    .update(quotations)
    .set({ notificationEnabled: input.notifications ?? true })
    .where(eq(quotations.id, quotation.id));
  return quotation;
}

/** A dealer's bid through the API; answers the new quote's id. */
export async function bid(
  ctx: TestContext,
  dealer: { headers: Record<string, string> },
  quotationId: number,
) {
  const created = await callOk(
    ctx,
    submitSellerEstimation,
    { headers: dealer.headers, params: { id: quotationId }, body: phoneTerms },
    201,
  );
  return created.id;
}

/** The queue's rows for the buyer's devices, oldest first. */
export async function queuedFor(ctx: TestContext, userId: number) {
  const own = ctx.database.db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.userId, userId));
  return ctx.database.db
    .select()
    .from(notificationQueue)
    .where(inArray(notificationQueue.deviceId, own))
    .orderBy(asc(notificationQueue.id));
}

/** Resolves once `check` passes, retrying every 20 ms for up to `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
