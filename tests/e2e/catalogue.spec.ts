import { openConsole, signInAs } from '../support/operator';
import { expect, expectNoAxeViolations, test } from '../support/test';

/*
 * The console's catalogue against the started product: an operator adds a product, changes its
 * monthly fee, and the buyer's product page shows the new price at once; a 조회 전용 operator reads a
 * product without a way to change it. The product goes under 헬스/뷰티, a category no other
 * journey counts, and is hidden again at the end.
 */

test('an operator adds a product and changes its fee; the buyer page shows it at once', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await openConsole(browser, baseURL);
  await signInAs(admin, 'OPERATOR');
  await admin
    .getByRole('navigation', { name: '운영 메뉴' })
    .getByRole('link', { name: '상품' })
    .click();
  await expect(admin.getByRole('heading', { name: '상품', level: 1 })).toBeVisible();
  await expect(admin.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(admin);

  const name = `안마기 ${Date.now().toString(36)}`;
  await admin.getByRole('link', { name: '상품 추가' }).click();
  // The list has a 카테고리 filter of its own: choose only once the new product's form is there.
  await expect(admin.getByRole('heading', { name: '상품 추가', level: 1 })).toBeVisible();
  await admin.getByRole('combobox', { name: '카테고리' }).selectOption({ label: '헬스/뷰티' });
  await admin.getByRole('textbox', { name: '상품명' }).fill(name);
  await admin.getByRole('textbox', { name: '브랜드' }).fill('바디프랜드');
  await admin.getByRole('textbox', { name: '일시불 가격' }).fill('1200000');
  await admin.getByRole('textbox', { name: '월 렌탈료' }).fill('35000');
  await admin.getByRole('button', { name: '등록' }).click();
  await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/products\/\d+$/);
  const productId = Number(admin.url().split('/').pop());
  await expectNoAxeViolations(admin);

  // A 헬스/뷰티 product is rented: its buyer page shows the monthly fee.
  await admin.getByRole('textbox', { name: '월 렌탈료' }).fill('32000');
  await admin.getByRole('button', { name: '저장', exact: true }).click();
  await expect(admin.getByText('저장할 변경 사항이 없어요.')).toBeVisible();

  await page.goto(`/request-details/8/Health/${productId}`);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByText('32,000원')).toBeVisible();

  await admin.getByRole('link', { name: '상품 목록' }).click();
  await admin.getByRole('textbox', { name: '상품명·브랜드·모델명' }).fill(name);
  await admin.getByRole('button', { name: '찾기' }).click();
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('월 32,000원')).toBeVisible();

  await row.getByRole('link', { name }).click();
  await admin.getByRole('button', { name: '숨기기' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: '숨기기' }).click();
  await expect(admin.getByText('숨김', { exact: true })).toBeVisible();
  await admin.context().close();
});

test('a 조회 전용 operator reads a product but finds nothing to change', async ({
  browser,
  baseURL,
}) => {
  const viewer = await openConsole(browser, baseURL);
  await signInAs(viewer, 'VIEWER');
  await viewer.goto('/admin/products?category=1');
  await expect(viewer.getByRole('link', { name: '상품 추가' })).toHaveCount(0);
  await viewer.getByRole('table').getByRole('link').first().click();
  await expect(viewer.getByRole('textbox', { name: '상품명' })).not.toBeEditable();
  await expect(viewer.getByRole('button', { name: '저장', exact: true })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: '숨기기' })).toHaveCount(0);
  await expectNoAxeViolations(viewer);
  await viewer.context().close();
});
