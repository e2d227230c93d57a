import { expect, expectNoAxeViolations, test } from '../support/test';

test('a guest browses home, a category, a search and a product', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: '휴대폰', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/home\/1\/Mobile%20Phones$/);
  await expect(page.getByRole('region', { name: '실시간 현황' })).toBeVisible();
  const products = page.getByRole('list', { name: '휴대폰 상품' });
  await expect(products.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: '휴대폰 상품 검색' }).fill('갤럭시');
  await expect(products.getByRole('listitem').first()).toContainText('갤럭시');
  await expect(products.getByRole('listitem').filter({ hasText: '아이폰' })).toHaveCount(0);

  await products.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/request-details\/1\/Mobile%20Phones\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /갤럭시.*, 최저가 견적을 받아 볼까요\?$/ }),
  ).toBeVisible();
  await expect(page.getByText(/출고가/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the category home lists ten products at a time and loads more at the end', async ({
  page,
}) => {
  await page.goto('/product/home/1/Mobile%20Phones');
  // The list is virtualised: each rendered row says how many rows the list has loaded.
  const firstRow = page.getByRole('list', { name: '휴대폰 상품' }).getByRole('listitem').first();
  await expect(firstRow).toHaveAttribute('aria-setsize', '10');
  await page.mouse.move(187, 400);
  await page.mouse.wheel(0, 20_000);
  await expect(firstRow).not.toHaveAttribute('aria-setsize', '10');
});

test('the quote-request link of a category leads to its request page', async ({ page }) => {
  await page.goto('/product/home/3/Water%20Purifier');
  await page.getByRole('link', { name: '정수기 견적 요청' }).click();
  await expect(page).toHaveURL(/\/request-page\/3\/Water%20Purifier$/);
  await expect(page.getByRole('button', { name: '견적 받기', exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a product of an unknown id says it cannot be found and leads home', async ({ page }) => {
  for (const itemId of ['999999', 'not-a-number']) {
    await page.goto(`/request-details/1/Mobile%20Phones/${itemId}`);
    const notFound = page.getByRole('main').getByRole('alert');
    await expect(notFound.getByRole('heading', { name: '상품을 찾을 수 없어요' })).toBeVisible();
    await expect(notFound.getByRole('link')).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  }
});

test('an address that names no category is Not Found, and the page does not repeat its words', async ({
  page,
}) => {
  for (const path of [
    '/product/home/999/Call%20010-0000-0000',
    '/product/home/phones/Mobile%20Phones',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: '카테고리 선택' })).toHaveCount(0);
    await expect(page.getByText(/Call 010|Mobile Phones/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});
