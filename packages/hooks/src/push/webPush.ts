/**
 * The browser's side of web push: whether it can, what the buyer allowed, and the app's service
 * worker registration whose push manager holds the subscription. Hooks and functions take it as an
 * argument, so tests pass a fake one; `browserWebPush()` is the real browser.
 */
export interface WebPushBrowser {
  /** Service workers, the Push API and notifications are all there (and the context is secure). */
  isSupported(): boolean;
  /** `Notification.permission`: read without asking. */
  permission(): NotificationPermission;
  /** Asks the buyer; resolves at once with the answer already given, without asking again. */
  requestPermission(): Promise<NotificationPermission>;
  /** The app's service worker registration, or undefined while there is none (development). */
  registration(): Promise<ServiceWorkerRegistration | undefined>;
  /** The registration once its worker is active (subscribing needs an active worker). */
  ready(): Promise<ServiceWorkerRegistration>;
}

/** The real browser. Every member reads the globals when called, never at import. */
export function browserWebPush(): WebPushBrowser {
  return {
    isSupported: () =>
      typeof window !== 'undefined' &&
      window.isSecureContext === true &&
      'serviceWorker' in navigator &&
      'PushManager' in window &&
      'Notification' in window,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    registration: () => navigator.serviceWorker.getRegistration(),
    ready: () => navigator.serviceWorker.ready,
  };
}

/**
 * What the buyer reads when the browser will not show notifications (해요체). `denied`: the buyer
 * (or the browser's settings) said no; `unsupported`: this browser has no web push (an in-app
 * browser, or Safari on an iPhone outside the home screen); `unavailable`: the server sends no web
 * push now; `failed`: subscribing or registering did not go through.
 */
export const webPushMessages = {
  denied: '브라우저 알림이 꺼져 있어요. 브라우저 설정에서 알림을 허용해 주세요.',
  unsupported:
    '이 브라우저에서는 알림을 받을 수 없어요. 아이폰에서는 견적마켓을 홈 화면에 추가하면 받을 수 있어요.',
  unavailable: '지금은 브라우저로 알림을 보내 드릴 수 없어요.',
  failed: '브라우저 알림을 켜지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

/** What to tell the buyer after turning web push on, or null when there is nothing to say. */
export function webPushMessage(
  outcome: 'on' | 'native' | keyof typeof webPushMessages,
): string | null {
  return outcome === 'on' || outcome === 'native' ? null : webPushMessages[outcome];
}

/** A VAPID public key as the server gives it (base64url, no padding) → the bytes `subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

/**
 * This browser's subscription for the server's key: the one it has, or a new one. One made for
 * another key (the server's keys changed) cannot receive this server's messages: it is replaced.
 */
export async function subscribeForKey(
  pushManager: PushManager,
  publicKey: string,
): Promise<PushSubscription> {
  const key = applicationServerKey(publicKey);
  const existing = await pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** A subscription as a web device registers it: `PushSubscription.toJSON()`, as JSON text. */
export function subscriptionToken(subscription: PushSubscription): string {
  return JSON.stringify(subscription.toJSON());
}

/**
 * The token a web login registers the device with: the browser's subscription when the buyer
 * allowed notifications here before (so signing in again keeps them arriving), else '' (the
 * device is known, but nothing can be sent to it yet). Reads only: nobody is asked anything.
 */
export async function readWebPushToken(
  browser: WebPushBrowser = browserWebPush(),
): Promise<string> {
  try {
    if (!browser.isSupported() || browser.permission() !== 'granted') return '';
    const registration = await browser.registration();
    const subscription = await registration?.pushManager.getSubscription();
    return subscription ? subscriptionToken(subscription) : '';
  } catch {
    return '';
  }
}

/**
 * Ends this browser's subscription (logout, withdrawal): the server forgets the device, and the
 * push service the address, so nothing for the old account can arrive here. Never fails: a
 * browser without one has nothing to end.
 */
export async function unsubscribeWebPush(
  browser: WebPushBrowser = browserWebPush(),
): Promise<void> {
  try {
    if (!browser.isSupported()) return;
    const registration = await browser.registration();
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing more to do on this device.
  }
}
