import { demoDealerId } from '../support/api';
import { expect, expectNoAxeViolations, test } from '../support/test';

/** Every legal text of `/terms/:termId` (the contract's `termsDocumentIds`). */
const termsPages = [
  '/terms/privacy-policy',
  '/terms/third-party-consent',
  '/terms/unique-id-consent',
  '/terms/use-terms',
  '/terms/marketing-consent',
  '/terms/policy',
];

const screens = [...termsPages, '/my-nonmember', '/server-error', '/unauthorized'];

for (const path of screens) {
  test(`${path} renders inside the shell without accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('MY leads a guest to the page for visitors, which offers the login', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: '주요 메뉴' })
    .getByRole('link', { name: 'MY' })
    .click();
  await expect(page).toHaveURL(/\/my-nonmember$/);
  await page.getByRole('button', { name: '로그인하기' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a guest reads the notices and the FAQ from the page for visitors', async ({ page }) => {
  await page.goto('/my-nonmember');
  await page.getByRole('link', { name: '공지사항' }).click();
  await expect(page).toHaveURL(/\/notice-list$/);
  const firstNotice = page.locator('a[href^="/notice-detail/"]').first();
  await expect(firstNotice).toBeVisible();
  await expectNoAxeViolations(page);
  await firstNotice.click();
  await expect(page).toHaveURL(/\/notice-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/my-nonmember');
  await page.getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  const questions = page.getByRole('button', { expanded: false });
  await expect(questions).toHaveCount(5);
  await questions.first().click();
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

/**
 * The terms pages, as their content area is sized for them: a long text (the terms of use), the
 * others, and a short page under the same rules (an unknown term is Not Found).
 */
const termsLayoutCases = [
  ...termsPages.map((path) => ({ path, mustOverflow: path === '/terms/use-terms' })),
  { path: '/terms/no-such-term', mustOverflow: false },
];

for (const { path, mustOverflow } of termsLayoutCases) {
  test(`${path} fits the viewport: the content scrolls under the header, the document does not`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('article').or(main.getByRole('heading')).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
    const layout = await page.evaluate(() => {
      const content = document.querySelector<HTMLElement>('[role="main"]');
      const header = document.querySelector('header');
      if (!content || !header) throw new Error('The shell has no header or no main');
      window.scrollTo(0, 10_000);
      return {
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
        windowScrollY: window.scrollY,
        headerBottom: header.getBoundingClientRect().bottom,
        mainTop: content.getBoundingClientRect().top,
        mainBottom: content.getBoundingClientRect().bottom,
        mainOverflows: content.scrollHeight > content.clientHeight,
      };
    });
    // Header plus content area make exactly one viewport, however short or long the content:
    // one scrollbar (the content area's), never a second one on the document.
    expect(layout.documentHeight).toBe(layout.viewportHeight);
    expect(layout.windowScrollY).toBe(0);
    expect(layout.mainTop).toBeGreaterThanOrEqual(layout.headerBottom);
    expect(layout.mainBottom).toBeLessThanOrEqual(layout.viewportHeight);
    // With no tab bar the content area takes its room: what is left under it is less than the
    // bar's 59 px (the spec sizes it as viewport − 59 px under the 54 px header).
    expect(layout.viewportHeight - layout.mainBottom).toBeLessThan(59);
    if (mustOverflow) expect(layout.mainOverflows).toBe(true);
    if (layout.mainOverflows) {
      // A long text is read to its very end by scrolling the content area alone.
      const lastSection = main.getByRole('article').locator('section').last();
      await lastSection.scrollIntoViewIfNeeded();
      await expect(lastSection).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollTop)).toBe(0);
    }
  });
}

test('a deep link through /branch opens the in-app page it names, in place of itself', async ({
  page,
  request,
}) => {
  const store = `/store-information/${await demoDealerId(request)}`;
  await page.goto('/faq');
  await expect(page.getByRole('button', { expanded: false }).first()).toBeVisible();
  await page.goto(`/branch?path=${encodeURIComponent(`${store}?from=push`)}`);
  await expect(page).toHaveURL(new RegExp(`:\\d+${store}\\?from=push$`));
  await expect(page.getByRole('heading', { name: '역삼 종합통신·렌탈센터' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The landing replaced itself: Back returns to where the buyer was, not to /branch.
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
});

for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
  test(`a deep link through /branch to ${target} goes home, on this origin`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/branch?path=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(
      page.getByRole('main').getByRole('link', { name: '휴대폰', exact: true }),
    ).toBeVisible();
    expect(new URL(page.url()).host).not.toContain('evil');
  });
}
