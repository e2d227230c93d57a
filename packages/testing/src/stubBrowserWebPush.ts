import { vi } from 'vitest';
import { createFakeWebPush, type FakeWebPush, type FakeWebPushOptions } from './fakeWebPush';

/** A fake web push put in the browser's place, until `restore()`. */
export interface StubbedWebPush extends FakeWebPush {
  restore(): void;
}

/**
 * jsdom has no web push. This puts a fake one (`createFakeWebPush`) where the real browser's is
 * read (`browserWebPush()`): `Notification`, `PushManager`, a secure context and
 * `navigator.serviceWorker`, so a screen that uses the hooks' default browser subscribes against
 * it. `restore()` takes it all away again (e.g. `onTestFinished(push.restore)`).
 */
export function stubBrowserWebPush(options: FakeWebPushOptions = {}): StubbedWebPush {
  const fake = createFakeWebPush(options);
  const { browser } = fake;
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission();
    },
    requestPermission: () => browser.requestPermission(),
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => browser.registration(),
      get ready() {
        return browser.ready();
      },
    },
  });
  return {
    ...fake,
    restore() {
      vi.unstubAllGlobals();
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    },
  };
}
