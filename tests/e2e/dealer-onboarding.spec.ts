import {
  bidAsDealer,
  dealerToken,
  demoBuyerToken,
  latestSmsCode,
  latestSmsText,
  openRequestsOfDemoBuyer,
  phoneBidTerms,
} from '../support/api';
import { loginAsDemoBuyer } from '../support/buyer';
import { openConsole, signInAs } from '../support/operator';
import { smallJpeg } from '../support/jpeg';
import { expect, expectNoAxeViolations, test } from '../support/test';

/*
 * A store joins without a developer: it applies at /seller/apply (phone confirmed by a texted
 * code, 사업자등록증 photo), follows its application on the private status page, is approved by a
 * 운영자 in the operator console, sets its password through the texted one-time link, signs in to
 * the dealer console and quotes; the buyer's card of that quote carries its 사업자 확인 badge.
 */

/** A 사업자등록번호 with a right check digit, different each run (nine digits, then the NTS digit). */
function freshBusinessNumber(): string {
  const nine = String(Date.now()).slice(-9);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const digits = Array.from(nine, Number);
  const sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  return `${nine}${(10 - ((sum + Math.floor((digits[8]! * 5) / 10)) % 10)) % 10}`;
}

test('a store applies, is approved in the console, sets its password, signs in and quotes with its badge', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now()).slice(-8);
  const phone = `010${suffix}`;
  const email = `onboarding-${suffix}@example.kr`;
  const password = 'onboarding-password-1234';

  await page.goto('/seller/login');
  await page.getByRole('link', { name: '입점 신청' }).click();
  await expect(page.getByRole('heading', { name: '견적마켓 입점 신청' })).toBeVisible();
  await expectNoAxeViolations(page);

  const storeName = `온보딩 모바일 ${suffix}`;
  await page.getByRole('textbox', { name: '상호' }).fill(storeName);
  await page.getByRole('textbox', { name: /사업자등록번호/ }).fill(freshBusinessNumber());
  await page.getByRole('textbox', { name: '대표자' }).fill('김대표');
  await page.getByRole('textbox', { name: '주소' }).fill('서울 성동구 성수이로 1');
  await page.getByRole('textbox', { name: /이메일/ }).fill(email);
  await page.getByRole('textbox', { name: /^휴대폰/ }).fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  const code = await latestSmsCode(request, phone);
  await page.getByRole('textbox', { name: /인증번호/ }).fill(code);
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('인증을 마쳤어요.')).toBeVisible();
  await page.getByRole('checkbox', { name: '휴대폰' }).click();
  await page.getByLabel('사업자등록증 사진 고르기').setInputFiles({
    name: 'certificate.jpg',
    mimeType: 'image/jpeg',
    buffer: smallJpeg,
  });
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의해요/ }).click();
  await page.getByRole('button', { name: '신청서 보내기' }).click();

  await expect(page.getByRole('heading', { name: '입점 신청 현황' })).toBeVisible();
  await expect(page.getByText('접수', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const statusUrl = page.url();

  // A 운영자 approves it in the console.
  const ops = await openConsole(browser, baseURL!);
  await signInAs(ops, 'OPERATOR');
  await ops
    .getByRole('navigation', { name: '운영 메뉴' })
    .getByRole('link', { name: '입점 신청' })
    .click();
  await ops.getByRole('link', { name: storeName }).click();
  await expect(ops.getByRole('heading', { name: storeName, level: 1 })).toBeVisible();
  await expectNoAxeViolations(ops);
  await ops.getByRole('button', { name: '승인', exact: true }).click();
  await ops
    .getByRole('dialog', { name: `${storeName} 입점 승인` })
    .getByRole('button', { name: '승인하기' })
    .click();
  await expect(ops.getByText('입점을 승인했어요.', { exact: true })).toBeVisible();
  await expect(ops.getByRole('button', { name: '승인', exact: true })).toHaveCount(0);
  await expect(ops.getByRole('main').getByText('승인', { exact: true })).toBeVisible();
  await ops.context().close();
  await page.goto(statusUrl);
  await expect(page.getByText('승인', { exact: true })).toBeVisible();

  const approval = await latestSmsText(request, phone, /set-password\?token=/);
  const link = /(\/seller\/set-password\?token=\S+)/.exec(approval)![1]!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: '비밀번호 정하기' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('새 비밀번호', { exact: true }).fill(password);
  await page.getByLabel('새 비밀번호 확인').fill(password);
  await page.getByRole('button', { name: '비밀번호 정하기' }).click();
  await expect(page.getByRole('heading', { name: '비밀번호를 정했어요' })).toBeVisible();

  await page.getByRole('link', { name: '로그인하러 가기' }).click();
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '견적 요청', level: 1 })).toBeVisible();

  // Its first quote: the buyer's card names it with its 사업자 확인 badge.
  const openRequests = await openRequestsOfDemoBuyer(request, await demoBuyerToken(request));
  const target = openRequests.find((quotation) => quotation.categoryId1 === 1);
  if (!target) throw new Error('The demo buyer has no open phone request');
  const token = await dealerToken(request, { email, password });
  await bidAsDealer(request, token, target.quotationId, phoneBidTerms({ storeSubsidy: 100_000 }));
  const buyer = await (
    await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, locale: 'ko-KR' })
  ).newPage();
  await loginAsDemoBuyer(buyer);
  await buyer.goto(`/check-quotation-details/${target.quotationId}/${target.productId}`);
  const card = buyer.locator('[data-qm="bidder-card"]').filter({ hasText: storeName });
  await expect(card).toContainText('사업자 확인');
  await expectNoAxeViolations(buyer);
  await buyer.context().close();
});
