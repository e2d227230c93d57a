import { demoDealerId } from '../support/api';
import { expect, expectNoAxeViolations, test } from '../support/test';

test('the store page shows the dealer and loads more reviews as the list scrolls', async ({
  page,
  request,
}) => {
  await page.goto(`/store-information/${await demoDealerId(request)}`);
  await expect(page.getByRole('heading', { name: '역삼 종합통신·렌탈센터' })).toBeVisible();
  // The list is virtualised: each rendered row says how many reviews the list has loaded.
  const firstReview = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') })
    .first();
  await expect(firstReview).toHaveAttribute('aria-setsize', '10');
  await expectNoAxeViolations(page);

  await page.mouse.move(187, 400);
  await page.mouse.wheel(0, 20_000);
  await expect(firstReview).not.toHaveAttribute('aria-setsize', '10');
});

test('a store of an unknown id says it cannot be found and leads home', async ({ page }) => {
  for (const sellerId of ['999999', 'not-a-number']) {
    await page.goto(`/store-information/${sellerId}`);
    const notFound = page.getByRole('main').getByRole('alert');
    await expect(notFound.getByRole('heading', { name: '매장을 찾을 수 없어요' })).toBeVisible();
    await expect(notFound.getByRole('link')).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  }
});
