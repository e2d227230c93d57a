import { demoDealerId } from '../support/api';
import { expect, expectNoAxeViolations, test } from '../support/test';

test('the store page shows the dealer and loads more reviews as the list scrolls', async ({
  page,
  request,
}) => {
  await page.goto(`/store-information/${await demoDealerId(request)}`);
  await expect(page.getByRole('heading', { name: '견적마켓 데모 매장' })).toBeVisible();
  const reviews = page.getByRole('main').getByRole('article');
  await expect(reviews).toHaveCount(10);
  await expectNoAxeViolations(page);

  await reviews.last().scrollIntoViewIfNeeded();
  await expect.poll(() => reviews.count()).toBeGreaterThan(10);
});
