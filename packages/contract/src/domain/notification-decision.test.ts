import { describe, expect, it } from 'vitest';
import { mainCategoryIds } from './categories';
import { notificationDecision, productSwitchOf } from './notification-decision';
import { defaultNotificationSwitches, type NotificationSwitches } from './notification-settings';

// A fixed clock: noon and 22:00 on 25 November 2026, Seoul time (UTC+9).
const noon = new Date('2026-11-25T03:00:00Z');
const night = new Date('2026-11-25T13:00:00Z');
const switches = (changes: Partial<NotificationSwitches> = {}): NotificationSwitches => ({
  ...defaultNotificationSwitches,
  ...changes,
});
const phoneRequest = { categoryId: mainCategoryIds.phone, notificationsOn: true };

describe('quote notifications (a new quote, the window closing)', () => {
  it.each(['new-bid', 'window-closing'] as const)(
    '%s goes at any hour, without the advertising consent',
    (kind) => {
      for (const at of [noon, night]) {
        expect(
          notificationDecision({ kind, switches: switches(), request: phoneRequest, at }),
        ).toEqual({ send: true });
      }
    },
  );

  it('follows the request’s own switch first', () => {
    expect(
      notificationDecision({
        kind: 'new-bid',
        switches: switches(),
        request: { ...phoneRequest, notificationsOn: false },
        at: noon,
      }),
    ).toEqual({ send: false, reason: 'request-notifications-off' });
  });

  it('follows the switch of the request’s category, not the others', () => {
    const internetOff = switches({
      internetQuoteNotification: false,
      allProductNotifications: false,
    });
    const internet = { categoryId: mainCategoryIds.internet, notificationsOn: true };
    expect(
      notificationDecision({ kind: 'new-bid', switches: internetOff, request: internet, at: noon }),
    ).toEqual({ send: false, reason: 'category-switch-off' });
    expect(
      notificationDecision({
        kind: 'window-closing',
        switches: internetOff,
        request: phoneRequest,
        at: noon,
      }),
    ).toEqual({ send: true });
  });

  it('maps every main category to its product switch', () => {
    expect([1, 2, 3, 7, 8].map((categoryId) => productSwitchOf(categoryId))).toEqual([
      'cellPhoneQuoteNotification',
      'internetQuoteNotification',
      'waterPurifierQuoteNotification',
      'airPurifierQuoteNotification',
      'massageChairQuoteNotification',
    ]);
    expect(productSwitchOf(999)).toBe('allProductNotifications');
  });
});

describe('service information (a reply to the buyer’s review)', () => {
  it('follows the information switch, at any hour', () => {
    expect(notificationDecision({ kind: 'review-reply', switches: switches(), at: night })).toEqual(
      {
        send: true,
      },
    );
    expect(
      notificationDecision({
        kind: 'review-reply',
        switches: switches({ infoNotifications: false }),
        at: noon,
      }),
    ).toEqual({ send: false, reason: 'information-switch-off' });
  });
});

describe('advertising (event news)', () => {
  const consented = switches({ eventNotifications: true, advertisingConsent: true });

  it('needs the event switch', () => {
    expect(
      notificationDecision({
        kind: 'event',
        switches: { ...consented, eventNotifications: false },
        at: noon,
      }),
    ).toEqual({ send: false, reason: 'event-switch-off' });
  });

  it('needs the advertising consent, by day as by night', () => {
    const withoutConsent = switches({ eventNotifications: true });
    for (const at of [noon, night]) {
      expect(notificationDecision({ kind: 'event', switches: withoutConsent, at })).toEqual({
        send: false,
        reason: 'no-advertising-consent',
      });
    }
  });

  it('goes by day with the consent, and at night only with the night-time consent too', () => {
    expect(notificationDecision({ kind: 'event', switches: consented, at: noon })).toEqual({
      send: true,
    });
    expect(notificationDecision({ kind: 'event', switches: consented, at: night })).toEqual({
      send: false,
      reason: 'night-without-consent',
    });
    expect(
      notificationDecision({
        kind: 'event',
        switches: { ...consented, nightAdvertisingConsent: true },
        at: night,
      }),
    ).toEqual({ send: true });
  });

  it('counts 21:00 to 08:00 in Seoul as night', () => {
    const at = (iso: string) =>
      notificationDecision({ kind: 'event', switches: consented, at: new Date(iso) }).send;
    expect(at('2026-11-25T11:59:59Z')).toBe(true); // 20:59:59
    expect(at('2026-11-25T12:00:00Z')).toBe(false); // 21:00
    expect(at('2026-11-25T22:59:59Z')).toBe(false); // 07:59:59
    expect(at('2026-11-25T23:00:00Z')).toBe(true); // 08:00
  });
});
