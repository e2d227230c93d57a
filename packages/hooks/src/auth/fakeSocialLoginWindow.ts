import { vi } from 'vitest';
import type { SocialLoginWindow } from './socialLoginProviders';

/** For tests: the page's origin in a fake window. */
export const fakeOrigin = 'https://app.example';
const origin = fakeOrigin;

/** A window that records what it was asked to open and can receive messages. */
export function createFakeSocialWindow({
  popupBlocked = false,
  ...overrides
}: Partial<Pick<SocialLoginWindow, 'location' | 'opener'>> & { popupBlocked?: boolean } = {}) {
  const target = new EventTarget();
  const popup = { closed: false, close: vi.fn() };
  const open = vi.fn<SocialLoginWindow['open']>(() => (popupBlocked ? null : popup));
  const win = {
    location: { origin, hash: '' },
    screenX: 100,
    screenY: 50,
    outerWidth: 1460,
    outerHeight: 1029,
    opener: null,
    open,
    close: vi.fn(),
    addEventListener: (type: 'message', listener: (event: MessageEvent) => void) =>
      target.addEventListener(type, listener as EventListener),
    removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) =>
      target.removeEventListener(type, listener as EventListener),
    ...overrides,
  } satisfies SocialLoginWindow;
  const post = (data: unknown, from = origin) =>
    target.dispatchEvent(new MessageEvent('message', { data, origin: from }));
  return { win, popup, post };
}
