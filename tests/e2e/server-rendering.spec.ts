import type { Page } from '@playwright/test';
import { demoDealerId, firstPhone } from '../support/api';
import { loginAsDemoBuyer } from '../support/buyer';
import { waitForHydration } from '../support/hydration';
import { waitForPageFonts } from '../support/fonts';
import { collectProblems } from '../support/problems';
import { expect, expectNoAxeViolations, test } from '../support/test';

// The buyer app's public pages arrive rendered by the server with their first screen's data
// (docs/decisions/0009); the browser hydrates them. A mismatch between the two renders, a style
// the page's policy refuses or a failed render would each show in the console.

async function publicPages(page: Page): Promise<Array<[string, string]>> {
  const phone = await firstPhone(page.request);
  return [
    ['홈', '/'],
    ['카테고리 홈', '/product/home/1/Mobile%20Phones'],
    ['상품 상세', `/request-details/1/Mobile%20Phones/${phone.id}`],
    ['판매점', `/store-information/${await demoDealerId(page.request)}`],
    ['로그인', '/login'],
    ['이용약관', '/terms/service'],
    ['공지사항', '/notice-list'],
    ['자주 묻는 질문', '/faq'],
  ];
}

/** Pretendard's subsets 83–91, which its common file stands in for and which are never fetched. */
const standInSubsets = /subset\.(8[3-9]|9[01])-/;

/** Holds the app's entry script back (as a slow connection would); returns what lets it through. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('every public page is hydrated from the server markup without a mismatch', async ({
  page,
}) => {
  const problems = collectProblems(page);
  for (const [name, path] of await publicPages(page)) {
    const response = await page.goto(path);
    expect(response?.status(), name).toBe(200);
    // The markup and its data were there before any script ran.
    expect(await response?.text(), name).toContain('id="prerendered-state"');
    await waitForHydration(page);
    expect(problems, name).toEqual([]);
  }
  await expectNoAxeViolations(page);
});

test('a signed-in buyer gets the same markup and then their own header', async ({ page }) => {
  await loginAsDemoBuyer(page);
  const problems = collectProblems(page);
  for (const [name, path] of await publicPages(page)) {
    await page.goto(path);
    await waitForHydration(page);
    expect(problems, name).toEqual([]);
  }
  // The MY tab leads to the profile, not to the guest's page, once the session is read.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'MY' })).toHaveAttribute('href', '/my-profile');
});

/** The page session the server renders a signed-in buyer's pages with (decision 0012). */
async function hasPageSession(page: Page): Promise<boolean> {
  const cookies = await page.context().cookies();
  return cookies.some((cookie) => cookie.name === 'qm_page_session' && cookie.httpOnly);
}

/** Opens the page in hand afresh: rendered by the server, then hydrated without a problem. */
async function reloadRendered(page: Page, problems: string[]): Promise<void> {
  const response = await page.reload();
  expect(await response?.text(), page.url()).toContain('id="prerendered-state"');
  await waitForHydration(page);
  expect(problems, page.url()).toEqual([]);
}

test("a signed-in buyer's own pages arrive rendered for them, and stop after they sign out", async ({
  page,
}) => {
  await loginAsDemoBuyer(page);
  expect(await hasPageSession(page)).toBe(true);
  const phone = await firstPhone(page.request);
  const problems = collectProblems(page);
  const ownPages: Array<[string, string]> = [
    ['견적 확인', '/quotation-check'],
    ['견적 요청', `/bidding-page/1/Mobile%20Phones/${phone.id}`],
    ['MY', '/my-profile'],
  ];
  for (const [name, path] of ownPages) {
    const response = await page.goto(path);
    expect(await response?.text(), name).toContain('id="prerendered-state"');
    // The buyer's own page: no cache, the browser's back-forward cache included, may keep it.
    expect(response?.headers()['cache-control'], name).toBe('private, no-store');
    await waitForHydration(page);
    expect(problems, name).toEqual([]);
    await expectNoAxeViolations(page);
  }
  // A request's quotes and one quote, as a link from a push or a messenger opens them: their
  // countdowns tick on the server's markup without a mismatch. The quotation check's first
  // requests are in its markup, not only in the state its script hydrates.
  const quotationCheck = await (await page.goto('/quotation-check'))?.text();
  expect(quotationCheck).toMatch(/<a [^>]*href="\/check-quotation-details\//);
  await page.locator('a[href^="/check-quotation-details/"]').first().click();
  await expect(page).toHaveURL(/\/check-quotation-details\//);
  await reloadRendered(page, problems);
  await page.getByRole('button', { name: '견적 상세 보기' }).first().click();
  await expect(page).toHaveURL(/\/quotation-details/);
  await reloadRendered(page, problems);

  await page.goto('/my-profile');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await page
    .getByRole('alertdialog', { name: '로그아웃할까요?' })
    .getByRole('button', { name: '로그아웃' })
    .click();
  await expect(page.getByText('로그아웃했어요').first()).toBeVisible();
  expect(await hasPageSession(page)).toBe(false);
  const afterwards = await page.goto('/my-profile');
  expect(await afterwards?.text()).not.toContain('id="prerendered-state"');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session without a page session gets one on its first page behind the login', async ({
  page,
}) => {
  await loginAsDemoBuyer(page);
  // As a browser signed in before page sessions existed.
  await page.context().clearCookies({ name: 'qm_page_session' });

  const started = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v2/auth/page-session') && response.request().method() === 'PUT',
  );
  const first = await page.goto('/quotation-check');
  expect(await first?.text()).not.toContain('id="prerendered-state"');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await started).status()).toBe(200);

  const next = await page.goto('/quotation-check');
  expect(await next?.text()).toContain('id="prerendered-state"');
  await waitForHydration(page);
});

test('before its script runs, the home shows the catalogue and its links lead to the pages', async ({
  page,
}) => {
  // No script of the app ever arrives: what is on screen is the server's markup alone.
  await page.route('**/*.js', (route) => route.abort());
  const phone = await firstPhone(page.request);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '이달의 베스트' })).toBeVisible();
  await main.getByRole('link', { name: '휴대폰', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/home\/1\//);
  await expect(
    page.getByRole('link', { name: new RegExp(phone.productName) }).first(),
  ).toBeVisible();
});

test('the first paint waits for no stylesheet, and the page then draws its text in Pretendard', async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontFiles.push(request.url());
  });
  for (const path of ['/', '/quotation-check']) {
    const response = await page.goto(path);
    // The head holds no stylesheet link: the font faces' sheet is linked by the start script.
    expect(await response?.text(), path).not.toMatch(/<link[^>]*rel="stylesheet"/);
    // A loaded Pretendard face draws the page's Korean, and no face failed. (`fonts.check` would
    // also want the separate subsets the common file stands in for, which are never fetched.)
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          // Pretendard's own faces: the fallback's local() faces fail where Noto is not installed.
          const faces = [...document.fonts].filter((face) =>
            face.family.includes('Pretendard Variable'),
          );
          const covers = (face: FontFace, character: string) => {
            const point = character.codePointAt(0)!;
            return face.unicodeRange.split(',').some((range) => {
              const [start = '', end = start] = range.trim().slice(2).split('-');
              return point >= parseInt(start, 16) && point <= parseInt(end, 16);
            });
          };
          return (
            faces.some(
              (face) => face.status === 'loaded' && covers(face, '견') && covers(face, '적'),
            ) && !faces.some((face) => face.status === 'error')
          );
        }),
      )
      .toBe(true);
    expect(
      await page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]),
    ).toContain('Pretendard Variable');
  }
  // The subsets every page uses come as one file (packages/ui/src/fonts/pretendardCommon.ts).
  expect(fontFiles.some((url) => url.includes('PretendardVariable.common'))).toBe(true);
  expect(fontFiles.filter((url) => standInSubsets.test(url))).toEqual([]);
});

test("a page the server rendered asks for the app's code and fonts only once its first paint is on screen, but for Pretendard's digits", async ({
  page,
}) => {
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await waitForHydration(page);
    await waitForPageFonts(page);
    const { firstPaint, firstRequest, digitsRequests } = await page.evaluate(() => {
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(js|css|woff2)$/.test(new URL(entry.name).pathname));
      // The head preloads the digits' ~5 KB, so a price can be drawn in them from the first
      // paint (packages/ui/src/fonts/pretendardDigits.ts).
      const isDigits = (entry: PerformanceEntry) =>
        entry.name.includes('PretendardVariable.digits');
      const firstPaint =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      return {
        firstPaint,
        firstRequest: Math.min(
          ...requests
            // The start script itself is in the page's head: it is what waits.
            .filter((entry) => !entry.name.includes('/app-start-') && !isDigits(entry))
            .map((entry) => entry.startTime),
        ),
        digitsRequests: requests.filter(isDigits).map((entry) => ({
          by: (entry as PerformanceResourceTiming).initiatorType,
          beforeFirstPaint: entry.startTime < firstPaint,
        })),
      };
    });
    expect(firstPaint, path).toBeGreaterThan(0);
    expect(firstRequest, path).toBeGreaterThan(firstPaint);
    expect(digitsRequests, path).toEqual([{ by: 'link', beforeFirstPaint: true }]);
  }
});

test("a page the server rendered turns to Pretendard once: its text's subsets arrive before the faces apply", async ({
  page,
}) => {
  const phone = await firstPhone(page.request);
  for (const path of ['/', `/request-details/1/Mobile%20Phones/${phone.id}`]) {
    await page.goto(path);
    await waitForPageFonts(page);
    const fontRequests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({
          file: entry.name.replace(/^.*\//, ''),
          // 'link': the start script's preload; 'css': asked for by the faces once they applied.
          by: (entry as PerformanceResourceTiming).initiatorType,
        })),
    );
    // Asked for before the faces applied, so the browser lays the text out once in them. A
    // subset asked for later would make it lay the whole page out again when it arrives.
    expect(fontRequests.length, path).toBeGreaterThan(0);
    expect(
      fontRequests.filter((request) => request.by !== 'link'),
      path,
    ).toEqual([]);
    // Only what the text uses: the common file stands in for the separate subsets 83–91.
    expect(
      fontRequests.filter((request) => standInSubsets.test(request.file)),
      path,
    ).toEqual([]);
  }
});

test('a hydrated page works as the browser rendered it: a tap navigates within the app', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  // A navigation inside the app keeps the document: no new request for the page.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('main').getByRole('link', { name: '휴대폰' }).click();
  await expect(page).toHaveURL(/\/product\/home\/1\//);
  await expect(page.getByRole('heading', { level: 1, name: '휴대폰' })).toBeVisible();
  expect(documents).toEqual([]);
});

test("the ids in the server's markup are the browser's: a FAQ answer opened after hydration is the one its question names", async ({
  page,
}) => {
  await page.goto('/faq');
  await waitForHydration(page);
  const question = page.getByRole('heading', { level: 2 }).first().getByRole('button');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  // `aria-controls` comes from the server's render (hydration keeps its attributes); the answer's
  // id from the browser's, mounted when it opens. React's useId agrees only if both trees do.
  const answerId = await question.getAttribute('aria-controls');
  await expect(page.locator(`[id="${answerId}"]`)).toHaveRole('region');
  await expectNoAxeViolations(page);
});

test('a tap on a button before the script has arrived is held and given to it once hydrated', async ({
  page,
}) => {
  // The app's entry is held back until after the tap.
  const releaseScript = await holdAppScript(page);
  // Not until `load`: that waits for the script this test holds.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: '개발자 로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  releaseScript();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('a list scrolled before the script has arrived stays where the buyer is and loads more', async ({
  page,
}) => {
  const releaseScript = await holdAppScript(page);
  await page.goto('/product/home/1/Mobile%20Phones', { waitUntil: 'domcontentloaded' });
  const pageBox = page.getByRole('main');
  const firstRow = page.getByRole('list', { name: '휴대폰 상품' }).getByRole('listitem').first();
  await expect(firstRow).toHaveAttribute('aria-setsize', '10');
  // The rows change height once Pretendard draws them; a box scrolled to its end before that would
  // end higher up. That is the fonts' doing, not the list's, so the buyer scrolls after them.
  await waitForPageFonts(page);
  await page.mouse.move(187, 400);
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => pageBox.evaluate((box) => box.scrollTop)).toBeGreaterThan(500);
  const lastRow = page.locator('[role="listitem"][data-index="9"]');
  const seenAt = await lastRow.boundingBox();
  releaseScript();
  await waitForHydration(page);
  // The next page of products arrives for the end the buyer reached, and what the buyer sees has
  // not moved: the rows are placed at the heights they stood at, the box is not sent back.
  await expect(firstRow).not.toHaveAttribute('aria-setsize', '10');
  expect(await lastRow.boundingBox()).toEqual(seenAt);
});

test('a Not Found page whose code is slow is taken over as the server drew it, never as its loading state', async ({
  page,
}) => {
  await page.route(/\/assets\/NotFoundPage-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-loader]')) document.documentElement.dataset.sawLoader = '';
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/no/such/page');
  await waitForHydration(page);
  await page.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page.getByRole('link', { name: '휴대폰' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-loader');
});
