import { z } from 'zod/mini';
import { devicePlatforms } from '../auth';
import { defineEndpoint } from '../core/endpoint';
import { isoDateTime } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

/**
 * What a push message carries to the device, encrypted for it alone: the words the system shows
 * and the in-app path a tap opens. The service worker (web) and the app wrappers (FCM data) read
 * exactly this.
 */
export const pushPayloadSchema = lazySchema(() =>
  z
    .object({
      title: z.string().check(z.minLength(1), z.maxLength(100)),
      body: z.string().check(z.maxLength(300)),
      /** An in-app path such as `/quotation-in-progress/12`; never another origin. */
      path: z.string().check(z.startsWith('/'), z.maxLength(500)),
      /** Messages with the same tag replace each other on the device (one per request). */
      tag: z.string().check(z.maxLength(100)),
    })
    .register(z.globalRegistry, { id: 'PushPayload' }),
);
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it; a web device registers
 * it as its `fcmToken` (JSON text).
 */
export const webPushSubscriptionSchema = lazySchema(() =>
  z.object({
    endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)),
    expirationTime: z.nullish(z.number()),
    keys: z.object({
      p256dh: z.string().check(z.minLength(1), z.maxLength(200)),
      auth: z.string().check(z.minLength(1), z.maxLength(100)),
    }),
  }),
);
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

export const webPushPublicKey = defineEndpoint({
  method: 'GET',
  path: '/v2/push/web-public-key',
  summary: '웹 푸시 구독에 쓰는 서버의 VAPID 공개 키 (웹 푸시를 쓸 수 없으면 null)',
  tags: ['auth'],
  response: lazySchema(() => z.object({ publicKey: z.nullable(z.string()) })),
});

export const pushOutboxEntrySchema = lazySchema(() =>
  z.object({
    platform: z.enum(devicePlatforms),
    /** The device token the message was addressed to. */
    deviceToken: z.string(),
    payload: pushPayloadSchema,
    sentAt: isoDateTime,
  }),
);
export type PushOutboxEntry = z.infer<typeof pushOutboxEntrySchema>;

export const getDevelopmentPushOutbox = defineEndpoint({
  method: 'GET',
  path: '/v2/dev/push-outbox',
  summary:
    '개발용 푸시 발송함 (운영 환경에서는 404): FCM이 설정되지 않은 서버가 앱 기기로 보낸 알림을 최신순으로',
  tags: ['development'],
  response: lazySchema(() => z.array(pushOutboxEntrySchema)),
});
