import { firstPhone, latestSmsCode } from '../support/api';
import { expect, expectNoAxeViolations, test } from '../support/test';

test('a guest who chooses options is sent to login; the developer login, phone verification with the texted code, then the wizard of the stored target', async ({
  page,
  request,
}) => {
  const phone = await firstPhone(request);
  await page.goto(`/request-details/1/Mobile%20Phones/${phone.id}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `${phone.productName}, 최저가 견적을 받아 볼까요?`,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '옵션 고르고 견적 받기' }).click();
  const sheet = page.getByRole('dialog', { name: '옵션 선택' });
  await sheet.getByRole('button', { name: '이 옵션으로 견적 받기' }).click();
  await expect(sheet.getByText('옵션을 선택해 주세요').first()).toBeVisible();
  const groups = sheet.getByRole('radiogroup');
  for (let index = 0; index < (await groups.count()); index += 1) {
    await groups.nth(index).getByRole('radio').first().click();
  }
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: '이 옵션으로 견적 받기' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '개발자 로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  // The wizard sends an unverified buyer here; the stored target says where to come back to.
  await page.goto('/verificate-phone');
  await expect(page.getByRole('heading', { level: 1, name: '휴대폰 본인인증' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: /전체 동의/ }).check();
  const phoneNumber = '01055501234';
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill(phoneNumber);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('timer')).toBeVisible();

  await page
    .getByRole('textbox', { name: '인증번호' })
    .fill(await latestSmsCode(request, phoneNumber));
  await page.getByRole('button', { name: '인증하기', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/bidding-page/1/Mobile(%20| )Phones/${phone.id}$`));
});

test('the login page offers the two logins, hides Apple on the web and lets a guest browse', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '카카오로 시작하기' })).toBeVisible();
  await expect(page.getByRole('button', { name: '네이버로 시작하기' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apple로 계속하기' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/login?device=ios');
  await expect(page.getByRole('button', { name: 'Apple로 계속하기' })).toBeVisible();
  await page.getByRole('link', { name: '회원가입 없이 둘러보기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a partner media login with keys the server refuses says why, then closes the web view', async ({
  page,
}) => {
  // On the web the page closes its window: record it instead, so the page stays to be checked.
  await page.addInitScript(() => {
    window.close = () => {
      (window as unknown as { closeRequested: boolean }).closeRequested = true;
    };
  });
  const refused = page.waitForResponse((response) =>
    response.url().endsWith('/api/v2/auth/media-login'),
  );
  await page.goto('/media-login?pKey=unknown-partner&cKey=forged-customer-key');
  const answer = await refused;
  expect(answer.status()).toBe(401);
  const { message } = (await answer.json()) as { message: string };
  expect(message).not.toBe('');

  // The server's own reason, as an alert, on the page it was refused on.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page).toHaveURL(/\/media-login\?/);
  await expectNoAxeViolations(page);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { closeRequested?: boolean }).closeRequested),
    )
    .toBe(true);
  // No half-made session is kept.
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
