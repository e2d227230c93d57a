// The buyer app's service worker, built to /sw.js by vite-plugin-pwa (injectManifest, vite.config.ts)
// and registered by src/pwa/registerServiceWorker.ts after the page has loaded. It does three things:
//
// - Precaches the build (every script, style sheet and the offline page, from the list the build
//   writes into `self.__WB_MANIFEST`) and answers those files from the cache, so a page keeps the
//   one build its HTML names for as long as it is open. A new build's worker downloads its whole
//   set while installing and waits: the page activates it on its next navigation and reloads
//   (registerServiceWorker.ts), so old and new chunks never meet in one page.
// - Sends every navigation to the network (the server's index.html is `no-cache`, so a page always
//   starts from the newest build) and answers with the Korean offline page when there is none.
// - Shows push notifications and opens the path a tapped one carries.
//
// Nothing else is cached: API answers and event streams (/api/…), media and the dealer console go
// to the network untouched, since no route below matches them.
import '../zodWithoutEval';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  notificationForPush,
  notificationTarget,
  showsOfflinePage,
  windowToReuse,
} from './workerRules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Built from offline.html: precached, so it is there when the network is not. */
const offlinePage = '/offline.html';

// The page asks the waiting worker to take over when it is ready to reload
// (src/pwa/registerServiceWorker.ts); a worker never replaces the one a page runs with on its own.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      // The first worker takes the page that registered it: there is no older build to mix with.
      self.clients.claim(),
      // The navigation's request starts while the worker is still starting, not after.
      self.registration.navigationPreload?.enable(),
    ]),
  );
});

// Navigations first, so the precache's own route (which would answer `/` with a cached
// index.html) never sees one.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ event, request, url }) => {
    try {
      const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request));
    } catch (error) {
      if (!showsOfflinePage(url)) throw error;
      return (await matchPrecache(offlinePage)) ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json();
  } catch {
    // Not JSON: shown as the generic notice.
  }
  const { title, options } = notificationForPush(payload, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

async function openTarget(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windowToReuse(windows, self.location.origin);
  if (open) {
    // Focusing needs the tap's permission; navigating still works without it.
    const focused = await open.focus().catch(() => open);
    const navigated = await focused.navigate(target).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openTarget(notificationTarget(event.notification.data, self.location.origin)));
});
