import { describe, expect, it } from 'vitest';
import {
  consentDateLine,
  consentReconfirmedMessage,
  consentReconfirmationDueDate,
  consentResultNotice,
  defaultNotificationSwitches,
  formatConsentDate,
  isConsentReconfirmationDue,
  isNightTimeInSeoul,
  mayReceiveAdvertising,
  normalizeNotificationSwitches,
  notificationSwitchLabels,
  productNotificationKeys,
  toggleNotificationSwitch,
  type NotificationSwitches,
} from './notification-settings';

const allOff: NotificationSwitches = {
  infoNotifications: false,
  eventNotifications: false,
  allProductNotifications: false,
  cellPhoneQuoteNotification: false,
  internetQuoteNotification: false,
  waterPurifierQuoteNotification: false,
  airPurifierQuoteNotification: false,
  massageChairQuoteNotification: false,
  advertisingConsent: false,
  nightAdvertisingConsent: false,
};
const productsOn = {
  cellPhoneQuoteNotification: true,
  internetQuoteNotification: true,
  waterPurifierQuoteNotification: true,
  airPurifierQuoteNotification: true,
  massageChairQuoteNotification: true,
};

describe('the product switches', () => {
  it('are the five main categories, named as the glossary names them', () => {
    expect(productNotificationKeys.map((key) => notificationSwitchLabels[key])).toEqual([
      '휴대폰 견적 알림',
      '인터넷 견적 알림',
      '정수기 견적 알림',
      '생활가전 견적 알림',
      '헬스/뷰티 견적 알림',
    ]);
  });
});

describe("the 'all product' rule", () => {
  it("'all product' sets the five product switches and nothing else", () => {
    const on = toggleNotificationSwitch(allOff, 'allProductNotifications', true);
    expect(on).toEqual({ ...allOff, allProductNotifications: true, ...productsOn });
    expect(toggleNotificationSwitch(on, 'allProductNotifications', false)).toEqual(allOff);
  });

  it("turns 'all' on when the five are on and off as soon as one is off", () => {
    let settings = { ...allOff, ...productsOn, massageChairQuoteNotification: false };
    settings = toggleNotificationSwitch(settings, 'massageChairQuoteNotification', true);
    expect(settings.allProductNotifications).toBe(true);

    settings = toggleNotificationSwitch(settings, 'cellPhoneQuoteNotification', false);
    expect(settings).toEqual({
      ...allOff,
      ...productsOn,
      cellPhoneQuoteNotification: false,
      allProductNotifications: false,
    });
  });

  it("leaves 'all' alone for the other switches, and keeps any extra fields", () => {
    const withDate = { ...allOff, advertisingConsentRecordedAt: '2026-11-25T01:00:00.000Z' };
    expect(toggleNotificationSwitch(withDate, 'eventNotifications', true)).toEqual({
      ...withDate,
      eventNotifications: true,
    });
  });

  it("is what the server stores whatever 'all' a client sent", () => {
    expect(
      normalizeNotificationSwitches({ ...allOff, ...productsOn, allProductNotifications: false }),
    ).toEqual({ ...allOff, ...productsOn, allProductNotifications: true });
    expect(
      normalizeNotificationSwitches({
        ...allOff,
        ...productsOn,
        internetQuoteNotification: false,
        allProductNotifications: true,
      }).allProductNotifications,
    ).toBe(false);
  });
});

describe('the advertising consents', () => {
  it('are off until the buyer opts in', () => {
    expect(defaultNotificationSwitches.advertisingConsent).toBe(false);
    expect(defaultNotificationSwitches.nightAdvertisingConsent).toBe(false);
  });

  it('night-time needs the advertising consent, and goes when it goes', () => {
    expect(toggleNotificationSwitch(allOff, 'nightAdvertisingConsent', true)).toBe(allOff);
    const both = { ...allOff, advertisingConsent: true, nightAdvertisingConsent: true };
    expect(toggleNotificationSwitch(both, 'advertisingConsent', false)).toEqual(allOff);
    expect(toggleNotificationSwitch(both, 'nightAdvertisingConsent', false)).toEqual({
      ...allOff,
      advertisingConsent: true,
    });
  });

  it('night is from 21:00 to 08:00 in Seoul', () => {
    expect(isNightTimeInSeoul(new Date('2026-11-25T11:59:59Z'))).toBe(false); // 20:59:59
    expect(isNightTimeInSeoul(new Date('2026-11-25T12:00:00Z'))).toBe(true); // 21:00
    expect(isNightTimeInSeoul(new Date('2026-11-25T22:59:59Z'))).toBe(true); // 07:59:59
    expect(isNightTimeInSeoul(new Date('2026-11-25T23:00:00Z'))).toBe(false); // 08:00
  });

  it('advertising goes only to a buyer who agreed, at night only with the night consent', () => {
    const noon = new Date('2026-11-25T03:00:00Z');
    const night = new Date('2026-11-25T13:00:00Z');
    expect(mayReceiveAdvertising(allOff, noon)).toBe(false);
    const day = { advertisingConsent: true, nightAdvertisingConsent: false };
    expect(mayReceiveAdvertising(day, noon)).toBe(true);
    expect(mayReceiveAdvertising(day, night)).toBe(false);
    expect(mayReceiveAdvertising({ ...day, nightAdvertisingConsent: true }, night)).toBe(true);
  });

  it('tells the sender, the date in Seoul and the result', () => {
    // 16:00 UTC on the 24th is already the 25th in Seoul.
    expect(formatConsentDate('2026-11-24T16:00:00.000Z')).toBe('2026년 11월 25일');
    expect(consentResultNotice('advertising', true, '2026-11-24T16:00:00.000Z')).toEqual({
      title: '견적마켓 광고성 정보 수신 동의 안내',
      message: '2026년 11월 25일 광고성 정보 수신에 동의했어요.',
    });
    expect(consentResultNotice('nightAdvertising', false, '2026-11-25T03:00:00.000Z')).toEqual({
      title: '견적마켓 야간(오후 9시~오전 8시) 광고성 정보 수신 거부 안내',
      message: '2026년 11월 25일 야간(오후 9시~오전 8시) 광고성 정보 수신을 거부했어요.',
    });
    expect(consentDateLine(true, '2026-11-25T03:00:00.000Z')).toBe('2026년 11월 25일에 동의했어요');
    expect(consentDateLine(false, '2026-11-25T03:00:00.000Z')).toBe(
      '2026년 11월 25일에 거부했어요',
    );
    expect(consentDateLine(false, null)).toBeNull();
    expect(consentReconfirmedMessage('2026-11-25T03:00:00.000Z')).toBe(
      '2026년 11월 25일 광고성 정보 수신 동의를 다시 확인했어요.',
    );
  });
});

describe('confirming a consent again after two years', () => {
  // A fixed clock: the consent was given on 25 November 2024 at 10:00 in Seoul.
  const consent = { agreed: true, recordedAt: '2024-11-25T01:00:00.000Z' };

  it('is due from the same day two years later, in Seoul', () => {
    expect(consentReconfirmationDueDate(consent.recordedAt)).toEqual({
      year: 2026,
      month: 11,
      day: 25,
    });
    // 23:59 on the 24th in Seoul: not yet.
    expect(isConsentReconfirmationDue(consent, new Date('2026-11-24T14:59:59Z'))).toBe(false);
    // 00:00 on the 25th in Seoul (still the 24th in UTC): due.
    expect(isConsentReconfirmationDue(consent, new Date('2026-11-24T15:00:00Z'))).toBe(true);
    expect(isConsentReconfirmationDue(consent, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('is never due for a consent not given', () => {
    const old = '2020-01-01T00:00:00.000Z';
    const now = new Date('2026-11-25T00:00:00Z');
    expect(isConsentReconfirmationDue({ agreed: false, recordedAt: old }, now)).toBe(false);
    expect(isConsentReconfirmationDue({ agreed: true, recordedAt: null }, now)).toBe(false);
  });

  it('falls on 28 February for a consent of 29 February', () => {
    expect(consentReconfirmationDueDate('2028-02-29T03:00:00.000Z')).toEqual({
      year: 2030,
      month: 2,
      day: 28,
    });
  });
});
