import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  isNightTimeInSeoul,
  notificationDecision,
  notificationMessages,
  sendBuyerMessage,
  sendDealerMessage,
  sendDealerMessagePhoto,
  defaultNotificationSwitches,
  messagePhotoForm,
} from '@quotemarket/contract';
import sharp from 'sharp';
import { notificationSettings, quotations } from '../db/schema';
import { endpointUrl } from '../testing/call-endpoint';
import { createConversation, sendText } from '../testing/conversation-kit';
import { createProduct } from '../testing/factories';
import { multipartForm } from '../testing/multipart-form';
import { queuedFor, registerAppDevice } from '../testing/push-kit';
import { testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

/*
 * A store's message pushed to its buyer (issue 43), queued in the message's transaction under the
 * rules of a quote notification: the request's own switch and its category's, at any hour.
 */

let clock = testNow;
let ctx: TestContext;
let productId: number;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  productId = (await createProduct(ctx, { name: '갤럭시 S26' })).id;
});
afterAll(() => ctx.close());
beforeEach(() => {
  clock = testNow;
});

/** A conversation whose buyer has an app device (notifications on unless told). */
async function conversation(notifications = true) {
  const created = await createConversation(ctx, productId);
  await registerAppDevice(ctx, created.buyer, 'android');
  await ctx.database.db
    .update(quotations)
    .set({ notificationEnabled: notifications })
    .where(eq(quotations.id, created.quotationId));
  return created;
}

const say = (
  endpoint: typeof sendBuyerMessage | typeof sendDealerMessage,
  caller: { headers: Record<string, string> },
  estimationId: number,
  body: string,
) => sendText(ctx, endpoint, caller, estimationId, body);

describe("a store's message to the buyer", () => {
  it('is pushed once per message, opening the request, and the buyer’s own are not', async () => {
    const { buyer, dealer, quotationId, estimationId } = await conversation();
    await say(sendBuyerMessage, buyer, estimationId, '개통은 언제 돼요?');
    const answer = await say(sendDealerMessage, dealer, estimationId, '내일 오후에 가능해요.');

    const queued = await queuedFor(ctx, buyer.user.id);
    expect(queued.map((row) => [row.kind, row.dedupeKey])).toEqual([
      ['new-message', `new-message:${answer.id}`],
    ]);
    expect(queued[0]!.payload).toEqual(
      notificationMessages.newMessage({
        quotationId,
        productId,
        estimationId,
        storeName: '강남 모바일',
        body: '내일 오후에 가능해요.',
      }),
    );
    expect(queued[0]!.payload).toMatchObject({
      title: '강남 모바일의 메시지',
      body: '내일 오후에 가능해요.',
      path: `/check-quotation-details/${quotationId}/${productId}`,
    });

    // A photo alone says so.
    const photo = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const form = multipartForm([
      { name: messagePhotoForm.photo, filename: 'a.png', type: 'image/png', bytes: photo },
    ]);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: endpointUrl(sendDealerMessagePhoto, { params: { id: estimationId } }),
      headers: { ...dealer.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await queuedFor(ctx, buyer.user.id)).at(-1)!.payload).toMatchObject({
      body: '사진을 보냈어요.',
    });
  });

  it('is not pushed with the request’s notifications off, or its category’s switch', async () => {
    const quiet = await conversation(false);
    await say(sendDealerMessage, quiet.dealer, quiet.estimationId, '안녕하세요.');
    expect(await queuedFor(ctx, quiet.buyer.user.id)).toEqual([]);

    const switchedOff = await conversation();
    await ctx.database.db.insert(notificationSettings).values({
      userId: switchedOff.buyer.user.id,
      cellPhoneQuoteNotification: false,
      allProductNotifications: false,
    });
    await say(sendDealerMessage, switchedOff.dealer, switchedOff.estimationId, '안녕하세요.');
    expect(await queuedFor(ctx, switchedOff.buyer.user.id)).toEqual([]);
  });

  it('follows the night-time rule of a quote notification: the buyer’s own deal, sent at night', async () => {
    // 23:30 in Seoul, when advertising waits for its own consent.
    clock = new Date('2031-03-02T14:30:00.000Z');
    expect(isNightTimeInSeoul(clock)).toBe(true);
    const switches = { ...defaultNotificationSwitches, eventNotifications: true };
    expect(notificationDecision({ kind: 'event', switches, at: clock })).toEqual({
      send: false,
      reason: 'no-advertising-consent',
    });

    const { buyer, dealer, estimationId } = await conversation();
    await say(sendDealerMessage, dealer, estimationId, '재고 들어왔어요.');
    expect((await queuedFor(ctx, buyer.user.id)).map((row) => row.kind)).toEqual(['new-message']);
  });
});
