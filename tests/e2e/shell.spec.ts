import { expect, expectNoAxeViolations, test } from '../support/test';

const screens = [
  '/terms/privacy-policy',
  '/terms/use-terms',
  '/my-nonmember',
  '/server-error',
  '/unauthorized',
];

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
