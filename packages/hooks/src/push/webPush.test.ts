import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWebPush } from '@quotemarket/testing';
import {
  applicationServerKey,
  browserWebPush,
  readWebPushToken,
  subscribeForKey,
  unsubscribeWebPush,
  webPushMessage,
} from './webPush';

const publicKey =
  'BAMGCQwPEhUYGx4hJCcqLTAzNjk8P0JFSEtOUVRXWl1gY2ZpbG9ydXh7foGEh4qNkJOWmZyfoqWoq66xtLe6vcA';

describe('applicationServerKey', () => {
  it('reads the server’s base64url key (no padding) into its 65 bytes', () => {
    const bytes = applicationServerKey(publicKey);
    expect(bytes).toHaveLength(65);
    expect([...bytes]).toEqual([...Buffer.from(publicKey, 'base64url')]);
  });

  it('reads the characters base64url puts for + and /', () => {
    expect([...applicationServerKey('-_8')]).toEqual([0xfb, 0xff]);
  });
});

describe('webPushMessage', () => {
  it('says nothing when notifications are on, or left to the app’s wrapper', () => {
    expect(webPushMessage('on')).toBeNull();
    expect(webPushMessage('native')).toBeNull();
  });

  it('tells the buyer in Korean why this browser will not notify', () => {
    expect(webPushMessage('denied')).toBe(
      '브라우저 알림이 꺼져 있어요. 브라우저 설정에서 알림을 허용해 주세요.',
    );
    for (const outcome of ['unsupported', 'unavailable', 'failed'] as const)
      expect(webPushMessage(outcome)).toMatch(/요\.$/);
  });
});

describe('subscribeForKey', () => {
  it('subscribes for visible notifications with the key', async () => {
    const push = createFakeWebPush({ permission: 'granted' });
    const { pushManager } = await push.browser.ready();
    const subscription = await subscribeForKey(pushManager, publicKey);
    expect(subscription).toBe(push.active());
    expect(push.active()?.options.userVisibleOnly).toBe(true);
  });
});

describe('readWebPushToken', () => {
  it('is the held subscription as JSON text when notifications are allowed', async () => {
    const push = createFakeWebPush({ permission: 'granted', subscribedWithKey: publicKey });
    expect(JSON.parse(await readWebPushToken(push.browser))).toEqual({
      endpoint: 'https://push.example/push/1',
      expirationTime: null,
      keys: { p256dh: 'p256dh-1', auth: 'auth-secret' },
    });
    expect(push.prompts).toEqual([]);
  });

  it.each([
    ['no subscription', { permission: 'granted' as const }],
    [
      'notifications no longer allowed',
      { permission: 'denied' as const, subscribedWithKey: publicKey },
    ],
    ['no web push', { supported: false }],
    ['no service worker', { permission: 'granted' as const, registered: false }],
  ])('is empty with %s', async (_case, options) => {
    expect(await readWebPushToken(createFakeWebPush(options).browser)).toBe('');
  });
});

describe('unsubscribeWebPush', () => {
  it('ends the held subscription', async () => {
    const push = createFakeWebPush({ permission: 'granted', subscribedWithKey: publicKey });
    await unsubscribeWebPush(push.browser);
    expect(push.subscriptions[0]?.unsubscribed).toBe(true);
    expect(push.active()).toBeNull();
  });

  it('does nothing, and never fails, without one', async () => {
    await expect(unsubscribeWebPush(createFakeWebPush().browser)).resolves.toBeUndefined();
    await expect(
      unsubscribeWebPush(createFakeWebPush({ registered: false }).browser),
    ).resolves.toBeUndefined();
    await expect(
      unsubscribeWebPush({
        ...createFakeWebPush().browser,
        registration: () => Promise.reject(new Error('storage blocked')),
      }),
    ).resolves.toBeUndefined();
  });
});

describe('browserWebPush', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is unsupported where the browser lacks the Push API (jsdom, an in-app browser)', () => {
    expect(browserWebPush().isSupported()).toBe(false);
  });

  it('reads Notification and the service worker container of the window when called', async () => {
    const registration = { pushManager: {} } as ServiceWorkerRegistration;
    const requestPermission = vi.fn(async () => 'granted' as const);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        getRegistration: async () => registration,
        ready: Promise.resolve(registration),
      },
    });
    const browser = browserWebPush();
    expect(browser.isSupported()).toBe(true);
    expect(browser.permission()).toBe('default');
    expect(await browser.requestPermission()).toBe('granted');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await browser.registration()).toBe(registration);
    expect(await browser.ready()).toBe(registration);
  });
});
