import { vi } from 'vitest';
import type { SocialLoginWindow } from '@quotemarket/hooks';

/** For tests: the page's origin in a fake window. */
export const fakeOrigin = 'https://app.example';
const origin = fakeOrigin;

export interface FakeSocialWindowOptions {
  /** Where the page is: `/login` by default; a callback test puts `?code=…&state=…` here. */
  path?: string;
  /** The tab's session storage, e.g. shared by a login page and the callback page it leads to. */
  sessionStorage?: Map<string, string>;
  opener?: SocialLoginWindow['opener'];
  hash?: string;
}

/**
 * A window that records where it was sent (`location.assign`), keeps a session storage in a Map,
 * and has no SDK until a test's script loader puts one on it.
 */
export function createFakeSocialWindow({
  path = '/login',
  sessionStorage = new Map<string, string>(),
  opener = null,
  hash = '',
}: FakeSocialWindowOptions = {}) {
  const url = new URL(path, origin);
  const assign = vi.fn<(url: string) => void>();
  const close = vi.fn<() => void>();
  const win: SocialLoginWindow & {
    location: SocialLoginWindow['location'] & { assign: typeof assign };
    close: typeof close;
  } = {
    location: { origin, pathname: url.pathname, search: url.search, hash, assign },
    sessionStorage: {
      getItem: (key) => sessionStorage.get(key) ?? null,
      setItem: (key, value) => void sessionStorage.set(key, value),
      removeItem: (key) => void sessionStorage.delete(key),
    },
    opener,
    close,
  };
  /** The address the page was last sent to, parsed. */
  const sentTo = () => {
    const last = assign.mock.calls.at(-1)?.[0];
    return last ? new URL(last) : null;
  };
  return { win, sessionStorage, sentTo };
}
