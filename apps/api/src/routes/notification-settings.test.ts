import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNotificationSettings,
  nightConsentWithoutAdvertisingMessage,
  nothingToReconfirmMessage,
  reconfirmAdvertisingConsent,
  updateNotificationSettings,
  type NotificationSettings,
} from '@quotemarket/contract';
import { notificationSettings } from '../db/schema';
import { callEndpoint, callForEnvelope, callRejected } from '../testing/call-endpoint';
import { bearer, createBuyer, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

/*
 * The notification settings (document 001) and the advertising consents of 정보통신망법 제50조.
 * Night-time consent without the advertising consent: the PUT answers 400 when a client asks for
 * it, and withdrawing the advertising consent withdraws the night-time one with it.
 */

let ctx: TestContext;
// The clock the app reads: 25 November 2026, 10:00 in Seoul; tests move it.
let clock = new Date('2026-11-25T01:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, now: () => clock });
}, 120_000);
afterAll(() => ctx.close());

const specSwitches = {
  infoNotifications: true,
  eventNotifications: false,
  allProductNotifications: true,
  cellPhoneQuoteNotification: true,
  internetQuoteNotification: true,
  waterPurifierQuoteNotification: true,
  airPurifierQuoteNotification: true,
  massageChairQuoteNotification: true,
};
const defaults: NotificationSettings = {
  ...specSwitches,
  advertisingConsent: false,
  nightAdvertisingConsent: false,
  advertisingConsentRecordedAt: null,
  nightAdvertisingConsentRecordedAt: null,
};

async function read(headers: Record<string, string>) {
  return (await callForEnvelope(ctx, getNotificationSettings, { headers })).data;
}

function save(headers: Record<string, string>, body: object) {
  return callForEnvelope(ctx, updateNotificationSettings, { headers, body });
}

describe('GET and PUT /notifications', () => {
  it('starts from the defaults: every quote switch on, advertising off and never chosen', async () => {
    const buyer = await createBuyer(ctx);
    expect(await read(buyer.headers)).toEqual(defaults);
  });

  it('keeps what the buyer saves, across reads', async () => {
    const buyer = await createBuyer(ctx);
    const body = {
      ...specSwitches,
      infoNotifications: false,
      eventNotifications: true,
      allProductNotifications: false,
      internetQuoteNotification: false,
      massageChairQuoteNotification: false,
      advertisingConsent: false,
      nightAdvertisingConsent: false,
    };
    const saved = await save(buyer.headers, body);
    expect(saved.message).toBe('알림 설정을 저장했어요.');
    expect(saved.data).toEqual({
      ...body,
      advertisingConsentRecordedAt: null,
      nightAdvertisingConsentRecordedAt: null,
    });
    expect(await read(buyer.headers)).toEqual(saved.data);
  });

  it("stores 'all product' as the five product switches say, whatever was sent", async () => {
    const buyer = await createBuyer(ctx);
    const mixed = await save(buyer.headers, {
      ...specSwitches,
      cellPhoneQuoteNotification: false,
      allProductNotifications: true,
    });
    expect(mixed.data.allProductNotifications).toBe(false);
    const allOn = await save(buyer.headers, { ...specSwitches, allProductNotifications: false });
    expect(allOn.data.allProductNotifications).toBe(true);
  });

  it('takes an older client that sends only the spec switches, leaving the consents as they are', async () => {
    const buyer = await createBuyer(ctx);
    await save(buyer.headers, { ...specSwitches, advertisingConsent: true });
    const older = await save(buyer.headers, { ...specSwitches, eventNotifications: true });
    expect(older.data).toMatchObject({ eventNotifications: true, advertisingConsent: true });
  });
});

describe('the advertising consent and its date', () => {
  it('records the date once when it changes, and tells the buyer what and when', async () => {
    const buyer = await createBuyer(ctx);
    clock = new Date('2026-11-25T01:00:00.000Z');
    const optIn = await save(buyer.headers, { ...specSwitches, advertisingConsent: true });
    expect(optIn.message).toBe('2026년 11월 25일 광고성 정보 수신에 동의했어요.');
    expect(optIn.data).toMatchObject({
      advertisingConsent: true,
      advertisingConsentRecordedAt: '2026-11-25T01:00:00.000Z',
      nightAdvertisingConsentRecordedAt: null,
    });

    // A later save of other switches (the consent sent again, unchanged) keeps the date.
    clock = new Date('2026-12-01T01:00:00.000Z');
    const unrelated = await save(buyer.headers, {
      ...specSwitches,
      infoNotifications: false,
      advertisingConsent: true,
    });
    expect(unrelated.message).toBe('알림 설정을 저장했어요.');
    expect(unrelated.data.advertisingConsentRecordedAt).toBe('2026-11-25T01:00:00.000Z');

    // The night-time consent is dated on its own.
    clock = new Date('2026-12-02T01:00:00.000Z');
    const night = await save(buyer.headers, {
      ...specSwitches,
      advertisingConsent: true,
      nightAdvertisingConsent: true,
    });
    expect(night.message).toBe(
      '2026년 12월 2일 야간(오후 9시~오전 8시) 광고성 정보 수신에 동의했어요.',
    );
    expect(night.data).toMatchObject({
      advertisingConsentRecordedAt: '2026-11-25T01:00:00.000Z',
      nightAdvertisingConsentRecordedAt: '2026-12-02T01:00:00.000Z',
    });

    // Opting out is dated too (the date in Seoul: 16:00 UTC is already the 4th there), and takes
    // the night-time consent with it.
    clock = new Date('2026-12-03T16:00:00.000Z');
    // Night-time without advertising is refused, and nothing changes…
    const contradictory = await callRejected(ctx, updateNotificationSettings, {
      headers: buyer.headers,
      body: { ...specSwitches, advertisingConsent: false, nightAdvertisingConsent: true },
    });
    expect(contradictory.status).toBe(400);
    expect(await read(buyer.headers)).toEqual(night.data);
    // …while opting out of advertising withdraws both.
    const refused = await save(buyer.headers, { ...specSwitches, advertisingConsent: false });
    expect(refused.message).toBe('2026년 12월 4일 광고성 정보 수신을 거부했어요.');
    expect(refused.data).toMatchObject({
      advertisingConsent: false,
      nightAdvertisingConsent: false,
      advertisingConsentRecordedAt: '2026-12-03T16:00:00.000Z',
      nightAdvertisingConsentRecordedAt: '2026-12-03T16:00:00.000Z',
    });
    expect(await read(buyer.headers)).toEqual(refused.data);
  });

  it('refuses the night-time consent without the advertising consent, in Korean', async () => {
    const buyer = await createBuyer(ctx);
    const refused = await callRejected(ctx, updateNotificationSettings, {
      headers: buyer.headers,
      body: { ...specSwitches, nightAdvertisingConsent: true },
    });
    expect(refused).toMatchObject({ status: 400, message: nightConsentWithoutAdvertisingMessage });
    expect(await read(buyer.headers)).toEqual(defaults);
  });

  it('never takes a date from the client', async () => {
    const buyer = await createBuyer(ctx);
    clock = new Date('2026-11-25T01:00:00.000Z');
    const saved = await save(buyer.headers, {
      ...specSwitches,
      advertisingConsent: true,
      advertisingConsentRecordedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(saved.data.advertisingConsentRecordedAt).toBe('2026-11-25T01:00:00.000Z');
  });
});

describe('confirming the consent again (every two years)', () => {
  it('dates the given consents today', async () => {
    clock = new Date('2024-11-25T01:00:00.000Z');
    const buyer = await createBuyer(ctx);
    await save(buyer.headers, {
      ...specSwitches,
      advertisingConsent: true,
      nightAdvertisingConsent: true,
    });

    clock = new Date('2026-11-26T01:00:00.000Z');
    const headers = bearer(await ctx.app.deps.tokens.issue('buyer', buyer.user.id));
    const confirmed = await callForEnvelope(ctx, reconfirmAdvertisingConsent, { headers });
    expect(confirmed.message).toBe('2026년 11월 26일 광고성 정보 수신 동의를 다시 확인했어요.');
    expect(confirmed.data).toMatchObject({
      advertisingConsent: true,
      nightAdvertisingConsent: true,
      advertisingConsentRecordedAt: '2026-11-26T01:00:00.000Z',
      nightAdvertisingConsentRecordedAt: '2026-11-26T01:00:00.000Z',
    });
    const [row] = await ctx.database.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, buyer.user.id));
    expect(row?.advertisingConsentRecordedAt?.toISOString()).toBe('2026-11-26T01:00:00.000Z');
  });

  it('has nothing to confirm without the consent', async () => {
    const buyer = await createBuyer(ctx);
    const refused = await callRejected(ctx, reconfirmAdvertisingConsent, {
      headers: buyer.headers,
    });
    expect(refused).toMatchObject({ status: 400, message: nothingToReconfirmMessage });
  });
});

describe('bad requests and who may ask', () => {
  it('needs the whole object, and marks each missing switch with words a buyer can read', async () => {
    const buyer = await createBuyer(ctx);
    const refused = await callRejected(ctx, updateNotificationSettings, {
      headers: buyer.headers,
      body: { infoNotifications: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('알림 설정을 저장하지 못했어요. 다시 시도해 주세요.');
    expect(refused.fields).toMatchObject({
      eventNotifications: '알림 설정을 저장하지 못했어요. 다시 시도해 주세요.',
      cellPhoneQuoteNotification: '알림 설정을 저장하지 못했어요. 다시 시도해 주세요.',
    });
  });

  it('refuses a value that is not on or off', async () => {
    const buyer = await createBuyer(ctx);
    const refused = await callRejected(ctx, updateNotificationSettings, {
      headers: buyer.headers,
      body: { ...specSwitches, advertisingConsent: 'yes' },
    });
    expect(refused).toMatchObject({
      status: 400,
      message: '알림 설정을 저장하지 못했어요. 다시 시도해 주세요.',
    });
    expect(await read(buyer.headers)).toEqual(defaults);
  });

  it('belongs to buyers: 401 without a token, 403 for a dealer', async () => {
    const seller = await createSeller(ctx, []);
    for (const endpoint of [
      getNotificationSettings,
      updateNotificationSettings,
      reconfirmAdvertisingConsent,
    ]) {
      const body = endpoint === updateNotificationSettings ? specSwitches : undefined;
      expect((await callEndpoint(ctx, endpoint, { body })).statusCode).toBe(401);
      expect(
        (await callEndpoint(ctx, endpoint, { body, headers: seller.headers })).statusCode,
      ).toBe(403);
    }
  });
});
