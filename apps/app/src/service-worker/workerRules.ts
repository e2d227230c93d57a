import { pushPayloadSchema, type PushPayload } from '@quotemarket/contract';
import { paths } from '../paths';
import { appIcons, iconPath } from '../pwa/webManifest';
import { inAppDeepLinkTarget } from '../routes/branch/branchRules';

/**
 * What a push message the service worker cannot read shows instead: a browser that was asked for
 * visible pushes must show something for each one, and a tap then opens home.
 */
export const unreadablePushNotice: PushPayload = {
  title: '견적마켓',
  body: '새 소식이 있어요. 눌러서 확인해 보세요.',
  path: paths.home(),
  tag: '',
};

/** What the notification carries for its tap: the in-app path to open. */
export interface NotificationData {
  path: string;
}

export interface NotificationToShow {
  title: string;
  options: NotificationOptions & { data: NotificationData; renotify?: boolean };
}

/**
 * The notification for a push message's payload (`pushPayloadSchema`): its words, the app's icon
 * and status-bar badge, its tag (a newer message of the same request replaces the older one, and
 * alerts again) and the path a tap opens. A payload that is not one (or a path that would leave
 * `origin`) is not trusted: the generic notice is shown, and a tap opens home.
 */
export function notificationForPush(payload: unknown, origin: string): NotificationToShow {
  const parsed = pushPayloadSchema.safeParse(payload);
  const { title, body, path, tag } = parsed.success ? parsed.data : unreadablePushNotice;
  return {
    title,
    options: {
      body,
      icon: iconPath(appIcons.any192),
      badge: iconPath(appIcons.badge),
      lang: 'ko',
      ...(tag && { tag, renotify: true }),
      data: { path: inAppDeepLinkTarget(path, origin) ?? '/' },
    },
  };
}

/**
 * The address a tap on a notification opens: the in-app path it carries, on `origin`. Anything
 * else (no data, a path to another origin such as `//evil.test`, a scheme) opens home: a
 * notification never takes the buyer off the app.
 */
export function notificationTarget(data: unknown, origin: string): string {
  const path =
    typeof data === 'object' && data !== null && 'path' in data && typeof data.path === 'string'
      ? inAppDeepLinkTarget(data.path, origin)
      : null;
  return new URL(path ?? '/', origin).href;
}

/** The dealer console shares the origin and the scope, but a buyer's notification is not its own. */
const consolePath = /^\/seller(\/|$)/;

/**
 * The open window of the buyer app a tap should reuse: one on `origin` outside the dealer console,
 * the focused one first, else the most recently focused (`Clients.matchAll` lists them so).
 */
export function windowToReuse<Window extends { url: string; focused: boolean }>(
  windows: readonly Window[],
  origin: string,
): Window | undefined {
  const ours = windows.filter((window) => {
    const url = new URL(window.url);
    return url.origin === origin && !consolePath.test(url.pathname);
  });
  return ours.find((window) => window.focused) ?? ours[0];
}

/**
 * Whether a navigation to `url` gets the offline page when the network is gone: the buyer app's
 * pages do; the dealer console, the API (its docs) and media keep the browser's own answer.
 */
export function showsOfflinePage(url: URL): boolean {
  return !consolePath.test(url.pathname) && !/^\/(api|media)\//.test(url.pathname);
}
