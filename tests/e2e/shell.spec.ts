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
