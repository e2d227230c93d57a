import { openConsole, signInAs } from '../support/operator';
import { expect, expectNoAxeViolations, test } from '../support/test';

/*
 * Content without a developer, against the started product: a 운영자 writes a notice, sees it as
 * a buyer will (a script in the HTML is gone from the preview), publishes it, and the buyer's
 * notices list and open it; taken down, it leaves the buyer's list.
 */

test('a 운영자 publishes a notice and the buyer reads it; taken down, it is gone', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(120_000);
  const title = `e2e 공지 ${Date.now()}`;
  const ops = await openConsole(browser, baseURL!);
  await signInAs(ops, 'OPERATOR');
  await ops
    .getByRole('navigation', { name: '운영 메뉴' })
    .getByRole('link', { name: '공지사항' })
    .click();
  await ops.getByRole('link', { name: '공지 쓰기' }).click();
  await ops.getByRole('textbox', { name: '제목' }).fill(title);
  await ops
    .getByRole('textbox', { name: '내용 (HTML)' })
    .fill('<p>설 연휴에도 <strong>견적</strong>을 받을 수 있어요.</p><script>alert(1)</script>');
  await ops.getByRole('button', { name: '임시 저장' }).click();

  const preview = ops.getByRole('region', { name: '구매자 화면 미리 보기' });
  await expect(preview.getByText('설 연휴에도')).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await expectNoAxeViolations(ops);

  await ops.getByRole('button', { name: '게시', exact: true }).click();
  await ops
    .getByRole('alertdialog', { name: '지금 게시할까요?' })
    .getByRole('button', { name: '게시하기' })
    .click();
  await expect(ops.getByText('게시 중', { exact: true })).toBeVisible();

  await page.goto('/notice-list');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('설 연휴에도')).toBeVisible();
  await expectNoAxeViolations(page);

  await ops.getByRole('button', { name: '게시 중단' }).click();
  await ops
    .getByRole('alertdialog', { name: '게시를 중단할까요?' })
    .getByRole('button', { name: '게시 중단하기' })
    .click();
  await expect(ops.getByText('임시 저장', { exact: true }).first()).toBeVisible();
  // Public answers may be kept for their few seconds of freshness: the list drops it within them.
  await expect(async () => {
    await page.goto('/notice-list');
    await expect(page.getByRole('link', { name: /서비스 이용약관 개정 안내/ })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  }).toPass({ timeout: 20_000 });
  await ops.context().close();
});
