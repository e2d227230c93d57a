import { Secret, TOTP } from 'otpauth';
import { openConsole, signInAs } from '../support/operator';
import { expectBuiltFromPublishedEntries } from '../support/publishedEntries';
import { expect, expectNoAxeViolations, test } from '../support/test';

/*
 * The operator console against the started product: a 관리자 signs in with the second factor,
 * reads the audit log, invites an operator, who enrols in a browser of their own and lands in the
 * console as that role; a 조회 전용 operator is shown nothing it cannot do.
 */

/** The code an authenticator app shows now for a key typed in by hand (spaces as shown). */
function codeForKey(key: string): string {
  return new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')) }).generate();
}

test('a 관리자 reads the audit log, invites an operator, who enrols and lands in the console', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await openConsole(browser, baseURL);
  await signInAs(admin, 'ADMIN');
  const nav = admin.getByRole('navigation', { name: '운영 메뉴' });
  await expect(nav.getByRole('link', { name: '운영자 관리' })).toBeVisible();
  await expectNoAxeViolations(admin);

  await nav.getByRole('link', { name: '운영자 관리' }).click();
  await expect(admin.getByRole('heading', { name: '운영자 관리', level: 1 })).toBeVisible();
  await expect(admin.getByRole('table', { name: '운영자 계정' })).toBeVisible();
  await expectNoAxeViolations(admin);

  const email = `e2e-${Date.now()}@ops.quotemarket.kr`;
  await admin.getByRole('button', { name: '운영자 초대' }).click();
  const invite = admin.getByRole('dialog', { name: '운영자 초대' });
  await invite.getByRole('textbox', { name: '이메일' }).fill(email);
  await invite.getByRole('textbox', { name: '이름' }).fill('한새내');
  await invite.getByRole('radio', { name: /^운영자/ }).check();
  await expectNoAxeViolations(admin);
  await invite.getByRole('button', { name: '초대하기' }).click();
  const created = admin.getByRole('dialog', { name: '등록 링크를 만들었어요' });
  const link = await created.getByRole('textbox', { name: '등록 링크' }).inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/admin/enrol\\?token=`));
  await expectNoAxeViolations(admin);
  await created.getByRole('button', { name: '닫기' }).click();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('등록 대기')).toBeVisible();

  // The audit log has the invitation, and a deep link to it filtered opens it so.
  await admin.goto('/admin/audit?action=operator.invite');
  await expect(admin.getByRole('combobox', { name: '작업' })).toHaveValue('operator.invite');
  await expect(admin.getByRole('table', { name: '감사 기록' }).getByText(email)).toBeVisible();
  await expectNoAxeViolations(admin);

  // The invited operator, in a browser of their own.
  const invitee = await openConsole(browser, baseURL);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: '운영자 등록' })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await expect(
    invitee.getByRole('img', { name: `인증 앱에 ${email} 계정을 등록하는 QR 코드` }),
  ).toBeVisible();
  await expectNoAxeViolations(invitee);
  const key = await invitee.getByTestId('manual-key').innerText();
  const password = 'e2e-operator-password-1';
  await invitee.getByLabel('비밀번호', { exact: true }).fill(password);
  await invitee.getByLabel('비밀번호 확인').fill(password);
  await invitee.getByRole('textbox', { name: '인증 코드' }).fill(codeForKey(key));
  await invitee.getByRole('button', { name: '등록 완료' }).click();

  await expect(invitee.getByRole('heading', { name: '복구 코드를 저장해 주세요' })).toBeVisible();
  await expect(invitee.getByRole('list', { name: '복구 코드' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await expectNoAxeViolations(invitee);
  await invitee.getByRole('button', { name: '저장했어요, 콘솔로 이동' }).click();
  await expect(invitee.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  await expect(invitee.getByText('한새내 · 운영자')).toBeVisible();
  await expect(
    invitee
      .getByRole('navigation', { name: '운영 메뉴' })
      .getByRole('link', { name: '운영자 관리' }),
  ).toHaveCount(0);

  await admin.context().close();
  await invitee.context().close();
});

test('a 조회 전용 operator sees no 운영자 관리 and no write buttons', async ({
  browser,
  baseURL,
}) => {
  const viewer = await openConsole(browser, baseURL);
  await signInAs(viewer, 'VIEWER');
  const nav = viewer.getByRole('navigation', { name: '운영 메뉴' });
  await expect(nav.getByRole('link', { name: '감사 기록' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '운영자 관리' })).toHaveCount(0);

  await viewer.goto('/admin/operators');
  await expect(viewer.getByText('권한이 없어요', { exact: true })).toBeVisible();
  await expect(viewer.getByRole('button', { name: '운영자 초대' })).toHaveCount(0);
  await expect(viewer.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(viewer);

  await viewer.goto('/admin/no-such-screen');
  await expect(viewer.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await expectNoAxeViolations(viewer);
  await viewer.context().close();
});

test("the operator console's bundle takes the kit and the hooks from their published entries", async () => {
  await expectBuiltFromPublishedEntries('admin');
});
