import { firstPhone } from '../support/api';
import { expect, expectNoAxeViolations, test } from '../support/test';

const categoryNames = ['휴대폰', '인터넷', '정수기', '생활가전', '헬스/뷰티'];

test('the home page shows the five categories in Korean, from the real API', async ({ page }) => {
  await page.goto('/');
  for (const name of categoryNames) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle(/견적마켓$/);
  await expectNoAxeViolations(page);
});

test('a category tile opens its category home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: '정수기', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/home\/3\/Water%20Purifier$/);
});

test('an unknown path is answered with 404 and the app’s Not Found page, which leads home', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await page.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page.getByRole('link', { name: '휴대폰' })).toBeVisible();
});

test('the API docs page lists the contract', async ({ page, request }) => {
  const openapi = await (await request.get('/api/docs/json')).json();
  expect(Object.keys(openapi.paths)).toContain('/api/v1/home/main-categories/list');
  await page.goto('/api/docs');
  await expect(page.getByText('/api/v1/home/main-categories/list')).toBeVisible();
});

test('the app, the console and the docs load under the server’s Content-Security-Policy', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => {
    problems.push(violation);
  });
  // The event also sees what the console does not show, such as a refused eval a library catches.
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation(text: string): void })
      .reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(`${location.pathname}: ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(
    page.getByRole('main').getByRole('link', { name: '휴대폰', exact: true }),
  ).toBeVisible();
  const phone = await firstPhone(request);
  await page.goto(`/request-details/1/Mobile%20Phones/${phone.id}`);
  await expect(
    page.getByRole('heading', { name: `${phone.productName}, 최저가 견적을 받아 볼까요?` }),
  ).toBeVisible();
  // A sheet locks the page's scroll while it is open (Radix's rules, given as a constructed sheet).
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  await page.getByRole('button', { name: '옵션 고르고 견적 받기' }).click();
  await expect(page.getByRole('dialog', { name: '옵션 선택' })).toBeVisible();
  await expect.poll(bodyOverflow).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '옵션 선택' })).toBeHidden();
  await expect.poll(bodyOverflow).not.toBe('hidden');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '개발자 로그인', exact: true })).toBeVisible();
  await page.goto('/seller/');
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
  await page.goto('/api/docs');
  await expect(page.getByText('/api/v1/home/main-categories/list')).toBeVisible();
  await page.waitForLoadState('load');
  expect(problems).toEqual([]);
});
