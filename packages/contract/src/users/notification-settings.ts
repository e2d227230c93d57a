import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { isoDateTime } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

/**
 * What the buyer reads when a switch's value is missing or not a yes/no: the app sends every switch
 * itself, so there is nothing on the screen to correct, only the save to try again.
 */
export const notificationSettingsRejectedMessage =
  '알림 설정을 저장하지 못했어요. 다시 시도해 주세요.';

const switchValue = () => z.boolean({ error: notificationSettingsRejectedMessage });

const specSwitches = {
  infoNotifications: lazySchema(() => switchValue()),
  eventNotifications: lazySchema(() => switchValue()),
  allProductNotifications: lazySchema(() => switchValue()),
  cellPhoneQuoteNotification: lazySchema(() => switchValue()),
  internetQuoteNotification: lazySchema(() => switchValue()),
  waterPurifierQuoteNotification: lazySchema(() => switchValue()),
  airPurifierQuoteNotification: lazySchema(() => switchValue()),
  massageChairQuoteNotification: lazySchema(() => switchValue()),
};

const consentSwitches = {
  /** Advertising (광고성 정보) at all: off until the buyer opts in. */
  advertisingConsent: lazySchema(() => switchValue()),
  /** Advertising between 21:00 and 08:00 as well; only with `advertisingConsent`. */
  nightAdvertisingConsent: lazySchema(() => switchValue()),
};

export const notificationSettingsSchema = lazySchema(() =>
  z
    .object({
      ...specSwitches,
      ...consentSwitches,
      /** When the buyer last gave, withdrew or confirmed again the advertising consent; null before. */
      advertisingConsentRecordedAt: z.nullable(isoDateTime),
      /** The same for the night-time consent. */
      nightAdvertisingConsentRecordedAt: z.nullable(isoDateTime),
    })
    .register(z.globalRegistry, { id: 'NotificationSettings' }),
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * What a client sends: every switch of the spec, and the two consents (a client that does not know
 * them leaves them out and they stay as they are). Dates are never sent: the server records them.
 */
export const notificationSettingsUpdateSchema = lazySchema(() =>
  z
    .object({
      ...specSwitches,
      advertisingConsent: z.optional(consentSwitches.advertisingConsent),
      nightAdvertisingConsent: z.optional(consentSwitches.nightAdvertisingConsent),
    })
    .register(z.globalRegistry, { id: 'NotificationSettingsUpdate' }),
);
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

/** The answer when the night-time consent is asked for without the advertising consent. */
export const nightConsentWithoutAdvertisingMessage =
  '야간 광고성 정보 수신은 광고성 정보 수신에 동의한 뒤에 켤 수 있어요.';
/** The answer when there is no advertising consent to confirm again. */
export const nothingToReconfirmMessage =
  '광고성 정보 수신에 동의하지 않아서 다시 확인할 동의가 없어요.';

export const getNotificationSettings = defineEndpoint({
  method: 'GET',
  path: '/notifications',
  summary: '알림 설정 (광고성 정보 수신 동의와 그 날짜 포함)',
  tags: ['users'],
  auth: 'buyer',
  response: notificationSettingsSchema,
});

export const updateNotificationSettings = defineEndpoint({
  method: 'PUT',
  path: '/notifications',
  summary:
    '알림 설정 저장 (전체 객체). 전체 상품 알림은 다섯 상품 알림에 맞춰 저장되고, 동의가 바뀌면 서버가 그 날짜를 기록합니다. ' +
    '광고성 정보 수신을 거부하면 야간 수신 동의도 함께 꺼지고, 광고성 정보 수신 동의 없이 야간 수신을 켜면 400입니다.',
  tags: ['users'],
  auth: 'buyer',
  body: notificationSettingsUpdateSchema,
  response: notificationSettingsSchema,
});

export const reconfirmAdvertisingConsent = defineEndpoint({
  method: 'POST',
  path: '/v2/notifications/advertising-consent/reconfirm',
  summary:
    '광고성 정보 수신 동의를 다시 확인 (2년마다): 켜져 있는 동의의 날짜를 오늘로 기록합니다 (경로는 스펙에 없어 새로 정함)',
  tags: ['users'],
  auth: 'buyer',
  response: notificationSettingsSchema,
});
