import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerDevice, webPushPublicKey } from '@quotemarket/contract';
import {
  apiErrorResponse,
  createFakeWebPush,
  createMemoryAppStorage,
  type FakeWebPushOptions,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useWebPushSubscription, type WebPushOutcome } from './useWebPushSubscription';

const server = setupMswServer();

/** A P-256 public key as the server gives it: 65 bytes, base64url without padding. */
const publicKey =
  'BAMGCQwPEhUYGx4hJCcqLTAzNjk8P0JFSEtOUVRXWl1gY2ZpbG9ydXh7foGEh4qNkJOWmZyfoqWoq66xtLe6vcA';
const otherKey =
  'BO7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u4';

function serveKey(key: string | null = publicKey) {
  const keyCall = mockEndpoint(webPushPublicKey, { publicKey: key });
  const register = mockEndpoint(registerDevice, ({ body }) => {
    const { platform, udid } = body as { platform: 'web'; udid: string };
    return { platform, udid };
  });
  server.use(keyCall.handler, register.handler);
  return { keyCall, register };
}

function renderPush(
  fake: FakeWebPushOptions = {},
  { platform = 'web', prefetch = true }: { platform?: 'web' | 'ios'; prefetch?: boolean } = {},
) {
  const push = createFakeWebPush(fake);
  const storage = createMemoryAppStorage();
  storage.write('fingerprint', 'visitor-1');
  storage.write('platform', platform);
  const rendered = renderHookWithApi(
    () => useWebPushSubscription({ browser: push.browser, prefetch }),
    { storage },
  );
  const enable = async () => {
    let outcome: WebPushOutcome | undefined;
    await act(async () => {
      outcome = await rendered.result.current.enable();
    });
    return outcome;
  };
  return { ...rendered, push, enable };
}

const keyBytes = (key: string) => [...Buffer.from(key, 'base64url')];

describe('useWebPushSubscription', () => {
  it('asks on the tap, subscribes with the server’s key and registers the subscription as the device’s token', async () => {
    const { register } = serveKey();
    const { push, enable, result } = renderPush();
    await waitFor(() => expect(result.current.state).toBe('off'));

    expect(await enable()).toBe('on');
    expect(push.prompts).toEqual(['default']);
    const subscription = push.active()!;
    expect([...new Uint8Array(subscription.options.applicationServerKey!)]).toEqual(
      keyBytes(publicKey),
    );
    expect(register.calls.map((call) => call.body)).toEqual([
      {
        platform: 'web',
        udid: 'visitor-1',
        fcmToken: JSON.stringify({
          endpoint: 'https://push.example/push/1',
          expirationTime: null,
          keys: { p256dh: 'p256dh-1', auth: 'auth-secret' },
        }),
      },
    ]);
    expect(result.current.state).toBe('on');
  });

  it('asks for the permission before it awaits anything, so the prompt stays inside the tap', async () => {
    serveKey();
    const { push, result } = renderPush({}, { prefetch: false });
    let pending: Promise<WebPushOutcome> | undefined;
    act(() => {
      pending = result.current.enable();
    });
    expect(push.prompts).toHaveLength(1);
    await act(async () => {
      await pending;
    });
  });

  it('says denied when the buyer refuses, and subscribes nothing', async () => {
    const { register } = serveKey();
    const { push, enable, result } = renderPush({ answer: 'denied' });
    expect(await enable()).toBe('denied');
    expect(push.subscriptions).toEqual([]);
    expect(register.calls).toEqual([]);
    expect(result.current.state).toBe('denied');
  });

  it('shows a permission refused before as denied from the start, and asks nobody again', async () => {
    serveKey();
    const { push, enable, result } = renderPush({ permission: 'denied' });
    await waitFor(() => expect(result.current.state).toBe('denied'));
    expect(await enable()).toBe('denied');
    expect(push.subscriptions).toEqual([]);
  });

  it('reads a subscription the browser already holds as on, and registers it again on the tap', async () => {
    const { register } = serveKey();
    const { push, enable, result } = renderPush({
      permission: 'granted',
      subscribedWithKey: publicKey,
    });
    await waitFor(() => expect(result.current.state).toBe('on'));
    expect(await enable()).toBe('on');
    expect(push.subscriptions).toHaveLength(1);
    expect(JSON.parse((register.calls[0]?.body as { fcmToken: string }).fcmToken)).toMatchObject({
      endpoint: 'https://push.example/push/1',
    });
  });

  it('replaces a subscription made for another server key', async () => {
    serveKey();
    const { push, enable } = renderPush({ permission: 'granted', subscribedWithKey: otherKey });
    expect(await enable()).toBe('on');
    expect(push.subscriptions).toHaveLength(2);
    expect(push.subscriptions[0]?.unsubscribed).toBe(true);
    expect(push.active()).toBe(push.subscriptions[1]);
  });

  it('is unsupported in a browser without web push, and asks nothing', async () => {
    const { keyCall } = serveKey();
    const { push, enable, result } = renderPush({ supported: false });
    expect(result.current.state).toBe('unsupported');
    expect(await enable()).toBe('unsupported');
    expect(push.prompts).toEqual([]);
    expect(keyCall.calls).toEqual([]);
  });

  it('is unsupported while the app has no service worker (the development server)', async () => {
    const { register } = serveKey();
    const { enable } = renderPush({ registered: false });
    expect(await enable()).toBe('unsupported');
    expect(register.calls).toEqual([]);
  });

  it('leaves the iOS and Android apps to their wrapper’s token', async () => {
    const { keyCall } = serveKey();
    const { push, enable, result } = renderPush({}, { platform: 'ios' });
    expect(result.current.state).toBe('native');
    expect(await enable()).toBe('native');
    expect(push.prompts).toEqual([]);
    expect(keyCall.calls).toEqual([]);
  });

  it('does not ask for a permission the server cannot use when it sends no web push', async () => {
    serveKey(null);
    const { push, enable, result } = renderPush();
    await waitFor(() => expect(result.current.state).toBe('unavailable'));
    expect(await enable()).toBe('unavailable');
    expect(push.prompts).toEqual([]);
  });

  it('says failed when the push service or the registration fails, and never throws', async () => {
    serveKey();
    expect(await renderPush({ subscribeFails: true }).enable()).toBe('failed');

    server.use(
      mockEndpoint(registerDevice, () => apiErrorResponse(400, '기기 정보가 올바르지 않아요.'))
        .handler,
    );
    const { enable, result } = renderPush();
    expect(await enable()).toBe('failed');
    expect(result.current.isEnabling).toBe(false);
  });
});
