import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { loginAsDemoBuyer, loginAsNewBuyer } from '../support/buyer';
import { pngSize } from '../support/png';
import { waitForHydration } from '../support/hydration';
import { documentsRequested, removeFileOnce } from '../support/staleBuild';
import { expect, expectNoAxeViolations, test } from '../support/test';

// The installable app (issue 15): the web app manifest and its icons, the service worker that
// precaches the build, the Korean offline page, and push notifications with their tap.

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** Waits until the service worker has installed the build and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    null,
    {
      timeout: 30_000,
    },
  );
}

/** The service worker's registration id, which the DevTools protocol addresses a push to. */
async function registrationId(context: BrowserContext, page: Page, scope: string) {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((item) => item.scopeURL === scope && !item.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await found };
}

/** The notifications the service worker shows now, as the page reads them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      icon: notification.icon,
      // Not in TypeScript's DOM types yet, but in Chromium's Notification.
      badge: (notification as Notification & { badge: string }).badge,
      data: notification.data as unknown,
    }));
  });
}

/**
 * Taps the notification shown now. No browser lets a test press a system notification, so the
 * service worker gets the same `notificationclick` event built by hand; a hand-made event cannot
 * extend its own life, so its `waitUntil` hands the work back to be awaited here.
 */
async function tapNotification(context: BrowserContext) {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('No service worker runs in this context');
  await worker.evaluate(async () => {
    // The worker's globals, which the DOM types of this project do not declare.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('No notification to tap');
    const event = new scope.NotificationEvent('notificationclick', { notification });
    let work: Promise<unknown> = Promise.resolve();
    Object.defineProperty(event, 'waitUntil', {
      value: (promise: Promise<unknown>) => {
        work = promise;
      },
    });
    scope.dispatchEvent(event);
    await work;
  });
}

test('the manifest is served with its Korean names, and its icons are PNGs of their sizes', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const head = page.locator('head');
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
  const touchIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  // A PNG: the browser has the page's renderer decode the tab's icon, an SVG one as a document.
  const tabIcon = await head.locator('link[rel="icon"]').getAttribute('href');

  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  // Not fingerprinted: the browser must ask again, or an installed app would keep an old one.
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: '견적마켓',
    short_name: '견적마켓',
    lang: 'ko',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#ffffff',
    background_color: '#f2f4f6',
  });
  expect(manifest.description).toMatch(/요\.$/);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);

  const icons = [
    ...manifest.icons.map(({ src, sizes }) => ({ src, size: Number(sizes.split('x')[0]) })),
    { src: touchIcon ?? '(no apple-touch-icon)', size: 180 },
    { src: '/icons/badge-96.png', size: 96 },
    { src: tabIcon ?? '(no icon)', size: 48 },
  ];
  for (const { src, size } of icons) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
    expect(pngSize(await icon.body()), src).toEqual({ width: size, height: size });
  }
});

test('Chromium finds the app installable', async ({ baseURL }) => {
  // Chromium installs nothing from an incognito profile, which is what Playwright's contexts are:
  // this test opens a profile of its own.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: chromiumArgs,
    viewport: { width: 375, height: 812 },
    locale: 'ko-KR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the service worker controls the page and precaches the build, never an API answer', async ({
  page,
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/^application\/javascript/);
  // Each visit asks whether the worker changed: a new build must reach every installed app.
  expect(worker.headers()['cache-control']).toBe('no-cache');

  const response = await page.goto('/quotation-check');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );

  // The buyer signs in and reads their own requests: the API answers and the event stream pass
  // the worker untouched.
  await loginAsDemoBuyer(page);
  await page.goto('/quotation-check');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Signed in, the page arrives rendered: its start script links the entry last, once the page is
  // painted, so the entry is named in the document only when the page has been taken over.
  await waitForHydration(page);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys()) urls.push(entry.url);
    }
    return urls.map((url) => new URL(url).pathname);
  });
  // The entry, whether the start script ran it as a module script (a page the browser rendered)
  // or imported it after its preload (a page the server rendered).
  const entryScript = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]')]
      .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
      .find((url) => /^\/assets\/index-[^/]+\.js$/.test(url)),
  );
  expect(entryScript).toBeTruthy();
  expect(cached).toContain(entryScript);
  expect(cached).toContain('/offline.html');
  expect(cached).toContain('/icons/favicon-48.png');
  expect(cached.filter((url) => /^\/(api|media|seller)\//.test(url))).toEqual([]);
  // Navigations always go to the network: the page's HTML is never kept.
  expect(cached).not.toContain('/index.html');
});

test('a page whose code a new build removed is loaded afresh where the buyer was going', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // A new build has replaced this page's: its old files are neither kept nor served any more.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) await caches.delete(name);
  });
  // The service worker asks for it now: the context's routes see its requests, the page's do not.
  const refused = await removeFileOnce(context, /\/assets\/CategoryHomePage-[^/]+\.js$/);
  const documents = documentsRequested(page);

  await page.getByRole('link', { name: '정수기', exact: true }).click();
  // The reload goes to the tapped category, not back to the home the buyer was leaving.
  await expect(page).toHaveURL(/\/product\/home\/3\/Water%20Purifier$/);
  await expect(page.getByRole('list', { name: '정수기 상품' })).toBeVisible();
  expect(refused()).toBe(1);
  expect(documents).toEqual(['/product/home/3/Water%20Purifier']);
});

test('with the network gone, a navigation shows the Korean offline page, and the app comes back with it', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/product/home/1/Mobile%20Phones');
  await expect(page).toHaveTitle('인터넷에 연결되어 있지 않아요 - 견적마켓');
  await expect(
    page.getByRole('heading', { level: 1, name: '인터넷에 연결되어 있지 않아요' }),
  ).toBeVisible();
  await expect(
    page.getByText('와이파이나 모바일 데이터가 켜져 있는지 확인해 주세요.', { exact: false }),
  ).toBeVisible();
  const retry = page.getByRole('button', { name: '다시 시도하기' });
  await expect(retry).toBeVisible();
  await expectNoAxeViolations(page);
  await testInfo.attach('offline page at 375 px', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  // Still offline, trying again answers with the same page.
  await retry.click();
  await expect(
    page.getByRole('heading', { level: 1, name: '인터넷에 연결되어 있지 않아요' }),
  ).toBeVisible();

  // Back online, the page loads the address it stands for by itself.
  await context.setOffline(false);
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await expect(page).toHaveURL(/\/product\/home\/1\/Mobile%20Phones$/);
  await expect(page).toHaveTitle(/견적마켓$/);
  await expect(page.getByRole('button', { name: '다시 시도하기' })).toHaveCount(0);
});

test('a push shows a notification whose tap opens its path, and only a path of the app', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/faq');
  await waitForServiceWorker(page);
  const { cdp, id } = await registrationId(context, page, `${baseURL}/`);
  const deliver = (payload: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL,
      registrationId: id,
      data: JSON.stringify(payload),
    });
  // On a busy machine the DevTools protocol now and then delivers a push the worker never handles:
  // it is delivered again until one shows (each carries a tag, so a second one replaces the first).
  const push = async (payload: { title: string; body: string; path: string; tag: string }) => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await deliver(payload);
      const shown = await expect
        .poll(async () => (await shownNotifications(page)).length, { timeout: 2_500 })
        .toBeGreaterThan(0)
        .then(
          () => true,
          () => false,
        );
      if (shown) return;
    }
  };

  await push({
    title: '새 견적이 도착했어요',
    body: '역삼 모바일이 견적을 보냈어요.',
    path: '/notice-list',
    tag: 'quotation-12',
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: '새 견적이 도착했어요',
        body: '역삼 모바일이 견적을 보냈어요.',
        tag: 'quotation-12',
        icon: `${baseURL}/icons/icon-192.png`,
        badge: `${baseURL}/icons/badge-96.png`,
        data: { path: '/notice-list' },
      },
    ]);
  await tapNotification(context);
  await expect(page).toHaveURL(`${baseURL}/notice-list`);
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  expect(await shownNotifications(page)).toEqual([]);

  // A path that would leave the app opens home instead.
  await push({ title: '새 견적이 도착했어요', body: '', path: '//evil.test/steal', tag: 'evil' });
  await expect.poll(async () => (await shownNotifications(page)).length).toBe(1);
  expect((await shownNotifications(page))[0]?.data).toEqual({ path: '/' });
  await tapNotification(context);
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a buyer whose browser refuses notifications is told how to allow them, in Korean', async ({
  page,
}) => {
  await loginAsNewBuyer(page);
  await page.goto('/notification-settings');
  const offer = page.getByRole('heading', { level: 2, name: '이 브라우저로도 알림을 받아 보세요' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);

  // Chromium under Playwright refuses every permission the test did not grant, as a browser
  // whose buyer blocked the site does.
  await page.getByRole('button', { name: '브라우저 알림 켜기' }).click();
  const refused = page.locator('[data-qm="banner"]', {
    has: page.getByRole('heading', { level: 2, name: '브라우저 알림이 꺼져 있어요' }),
  });
  await expect(refused).toContainText('브라우저 설정에서 알림을 허용해 주세요.');
  await expect(offer).toHaveCount(0);
  // The switches are the buyer's all the same.
  const events = page.getByRole('switch', { name: '이벤트 알림' });
  await events.click();
  await expect(events).toBeChecked();
  await expectNoAxeViolations(page);
});
