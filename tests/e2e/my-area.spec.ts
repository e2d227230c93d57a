import type { Page } from '@playwright/test';
import { latestSmsCode } from '../support/api';
import { dialogNamed, freshPhoneNumber, loginAsNewBuyer } from '../support/buyer';
import { expect, expectNoAxeViolations, test } from '../support/test';

// The MY area of document 001 as a member uses it: profile, settings, info edit and withdrawal.

async function openMy(page: Page) {
  await page
    .getByRole('navigation', { name: '주요 메뉴' })
    .getByRole('link', { name: 'MY' })
    .click();
  await expect(page).toHaveURL(/\/my-profile$/);
}

/** Verifies a first number on the verification page (with the terms), as a new buyer must. */
async function verifyFirstNumber(page: Page): Promise<string> {
  await page.getByRole('link', { name: '본인인증하기' }).click();
  await expect(page).toHaveURL(/\/verificate-phone$/);
  await page.getByRole('checkbox', { name: /전체 동의/ }).check();
  const phone = freshPhoneNumber();
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page
    .getByRole('textbox', { name: '인증번호' })
    .fill(await latestSmsCode(page.request, phone));
  await page.getByRole('button', { name: '인증하기', exact: true }).click();
  return phone;
}

/** The buyer's token as the app stores it (JSON-encoded), or null when signed out. */
const storedToken = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? 'null') as string | null);

const dashed = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;

/**
 * At home with no token kept, still at home once home's own calls have run, and the old token
 * refused by the API: signed out for good, not just on this device's screen.
 */
async function expectSignedOutForGood(
  page: Page,
  token: string | null,
  wait?: { timeout: number },
) {
  await expect(page).toHaveURL(/:\d+\/$/, wait);
  await expect.poll(() => storedToken(page)).toBeNull();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/:\d+\/$/);
  const withOldToken = await page.request.get('/api/v2/users/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(withOldToken.status()).toBe(401);
}

test('a guest asking for a MY page is sent to the login', async ({ page }) => {
  for (const path of ['/my-profile', '/my-review', '/notification-settings', '/my-info-edit']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a member reads MY, keeps notification switches across a reload and finds no review yet', async ({
  page,
}) => {
  test.slow();
  await loginAsNewBuyer(page);
  await openMy(page);
  await expect(page.getByText('개발용 계정으로 로그인했어요')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: '알림 설정' }).click();
  await expect(page).toHaveURL(/\/notification-settings$/);
  const events = page.getByRole('switch', { name: '이벤트 알림' });
  const advertising = page.getByRole('switch', { name: '광고성 정보 수신 동의', exact: true });
  const night = page.getByRole('switch', { name: '야간 광고성 정보 수신 동의' });
  const phones = page.getByRole('switch', { name: '휴대폰 견적 알림' });
  const allProducts = page.getByRole('switch', { name: '전체 상품 견적 알림' });
  await expect(night).toBeDisabled();
  await advertising.click();
  await expect(page.getByText(/광고성 정보 수신에 동의했어요/).first()).toBeVisible();
  await expect(night).toBeEnabled();
  await events.click();
  await expect(events).toBeChecked();
  await phones.click();
  await expect(allProducts).not.toBeChecked();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(advertising).toBeChecked();
  await expect(events).toBeChecked();
  await expect(phones).not.toBeChecked();
  await expect(allProducts).not.toBeChecked();
  await expect(page.getByText(/에 동의했어요$/).first()).toBeVisible();

  await page.goBack();
  await openMy(page);
  await page.getByRole('main').getByRole('link', { name: '내 리뷰' }).click();
  await expect(page).toHaveURL(/\/my-review$/);
  await expect(page.getByText('아직 쓴 리뷰가 없어요')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/terms/policy');
  await expect(page.getByRole('heading', { name: '운영정책' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Logging out lands at home as a guest, and the old token is refused from then on.
  const token = await storedToken(page);
  await page.goto('/my-profile');
  await page.getByRole('button', { name: '로그아웃' }).click();
  const confirm = dialogNamed(page, '로그아웃할까요?');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByText('로그아웃했어요').first()).toBeVisible();
  await expectSignedOutForGood(page, token);
});

test('a new phone number replaces the verified one only with its code; withdrawal signs out for good', async ({
  page,
}) => {
  test.slow();
  await loginAsNewBuyer(page);
  const token = await storedToken(page);
  await openMy(page);
  await page.getByRole('main').getByRole('link', { name: '내 정보 수정' }).click();
  await expect(page).toHaveURL(/\/my-info-edit$/);
  await expectNoAxeViolations(page);

  const first = await verifyFirstNumber(page);
  await page.goto('/my-info-edit');
  const phoneRow = page.getByRole('region', { name: '휴대폰 번호' });
  await expect(phoneRow).toContainText(dashed(first));

  // The API refuses a number that was never verified, whatever a client sends.
  const refused = await page.request.patch('/api/v2/users/profile', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { phoneNumber: freshPhoneNumber() },
  });
  expect(refused.status()).toBe(400);

  await phoneRow.getByRole('button', { name: '휴대폰 번호 변경' }).click();
  const second = freshPhoneNumber();
  await phoneRow.getByRole('textbox', { name: '새 휴대폰 번호' }).fill(second);
  await phoneRow.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(phoneRow.getByRole('timer')).toBeVisible();
  await expect(phoneRow).toContainText(dashed(first));
  await phoneRow
    .getByRole('textbox', { name: '인증번호' })
    .fill(await latestSmsCode(page.request, second));
  await expectNoAxeViolations(page);
  await phoneRow.getByRole('button', { name: '인증하기', exact: true }).click();
  await expect(page.getByText('휴대폰 번호를 바꿨어요.').first()).toBeVisible();
  await expect(phoneRow).toContainText(dashed(second));

  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const confirm = dialogNamed(page, '정말 탈퇴하시겠어요?');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByText('회원 탈퇴가 완료되었어요.').first()).toBeVisible();
  // Signed out after 2 s, at home: not the login page the guard of the page left behind would
  // ask for, and no refusal of the revoked token by home's own calls sending the buyer there.
  await expectSignedOutForGood(page, token, { timeout: 10_000 });
});
