import type { WebPushBrowser } from '@quotemarket/hooks';

export interface FakeWebPushOptions {
  /** Whether the browser has web push at all (default true). */
  supported?: boolean;
  /** `Notification.permission` before anything is asked (default 'default'). */
  permission?: NotificationPermission;
  /** What the buyer answers when asked (default 'granted'). */
  answer?: NotificationPermission;
  /** Whether the app's service worker is registered (default true). */
  registered?: boolean;
  /** The server key (base64url) of a subscription the browser already holds. */
  subscribedWithKey?: string;
  /** Makes `subscribe` fail, as a push service that cannot be reached does. */
  subscribeFails?: boolean;
}

export interface FakePushSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  unsubscribed: boolean;
  toJSON(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  unsubscribe(): Promise<boolean>;
}

function keyBytes(base64url: string): ArrayBuffer {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0)).buffer;
}

/** A web push browser by hand and what it recorded. */
export interface FakeWebPush {
  browser: WebPushBrowser;
  /** The permission there was at each prompt, in order. */
  prompts: NotificationPermission[];
  /** Every subscription ever made, the one held at the start included. */
  subscriptions: FakePushSubscription[];
  /** The subscription the browser holds now. */
  active(): FakePushSubscription | null;
}

/**
 * A browser's web push by hand, for tests: it records each permission prompt and each
 * subscription, whose endpoint names the order it was made in (`…/push/1`).
 */
export function createFakeWebPush({
  supported = true,
  permission = 'default',
  answer = 'granted',
  registered = true,
  subscribedWithKey,
  subscribeFails = false,
}: FakeWebPushOptions = {}): FakeWebPush {
  let current = permission;
  const prompts: NotificationPermission[] = [];
  const subscriptions: FakePushSubscription[] = [];
  let active: FakePushSubscription | null = null;

  const subscription = (key: ArrayBuffer | null): FakePushSubscription => {
    const made: FakePushSubscription = {
      endpoint: `https://push.example/push/${subscriptions.length + 1}`,
      options: { applicationServerKey: key, userVisibleOnly: true },
      unsubscribed: false,
      toJSON: () => ({
        endpoint: made.endpoint,
        expirationTime: null,
        keys: { p256dh: `p256dh-${subscriptions.indexOf(made) + 1}`, auth: 'auth-secret' },
      }),
      unsubscribe: async () => {
        made.unsubscribed = true;
        if (active === made) active = null;
        return true;
      },
    };
    subscriptions.push(made);
    return made;
  };
  if (subscribedWithKey) active = subscription(keyBytes(subscribedWithKey));

  const pushManager = {
    getSubscription: async () => active,
    subscribe: async ({ applicationServerKey }: PushSubscriptionOptionsInit) => {
      if (subscribeFails) throw new DOMException('push service error', 'AbortError');
      const key = applicationServerKey as Uint8Array;
      active = subscription(key.slice().buffer);
      return active;
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;

  const browser: WebPushBrowser = {
    isSupported: () => supported,
    permission: () => current,
    requestPermission: () => {
      prompts.push(current);
      if (current === 'default') current = answer;
      return Promise.resolve(current);
    },
    registration: async () => (registered ? registration : undefined),
    ready: async () => registration,
  };

  return { browser, prompts, subscriptions, active: () => active };
}
