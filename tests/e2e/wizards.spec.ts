import type { Page } from '@playwright/test';
import {
  answerWizard,
  dialogNamed,
  freshPhoneNumber,
  loginAsNewBuyer,
  productOf,
  sendWithVerification,
  type ListedProduct,
} from '../support/buyer';
import { waitForHydration } from '../support/hydration';
import { expect, expectNoAxeViolations, test } from '../support/test';

/*
 * The quote wizards send what the buyer chose (issue 46): the internet plan picked on the
 * category home, every answer a dealer needs, the product's options even when the wizard was
 * opened by a link, and the phone number typed before a look at a term.
 */

const requestButton = (page: Page) => page.getByRole('button', { name: '지금 바로 견적 받기' });

/** An internet plan of a carrier, as the internet category home lists it. */
async function internetPlanOf(page: Page, carrier: string): Promise<ListedProduct> {
  const response = await page.request.get('/api/v2/home/get-ab-products-under-category', {
    params: { mainCategoryId: 2, pageNo: 1, pageSize: 100 },
  });
  const body = (await response.json()) as { data: { list: ListedProduct[] } };
  const plan = body.data.list.find((item) => item.productName.startsWith(`${carrier} `));
  if (!plan) throw new Error(`The seeded catalogue has no ${carrier} internet plan`);
  return plan;
}

test('internet: the request is for the plan the buyer chose, not their current carrier', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAsNewBuyer(page);
  const kt = await internetPlanOf(page, 'KT');
  // Where the category home's 인터넷 견적 요청 leads once the plan is chosen.
  await page.goto(`/bidding-page-internet/2/Internet/${kt.id}`);
  await expect(page.getByRole('region', { name: /^KT > / })).toBeVisible();

  // The first answers say the buyer is leaving SK브로드밴드, for internet only, for web surfing:
  // a plan looked up from them would be SK브로드밴드's.
  await answerWizard(page);
  await expect(page.getByRole('log', { name: '견적 요청 대화' })).toContainText('SK브로드밴드');
  await sendWithVerification(page);
  await dialogNamed(page, '최저가 견적 알림을 받아 볼까요?')
    .getByRole('button', { name: '견적 확인하러 가기' })
    .click();

  await expect(page).toHaveURL(/\/quotation-check$/);
  await page.locator('[data-qm="quote-request-card"]').first().click();
  await expect(page).toHaveURL(new RegExp(`/check-quotation-details/\\d+/${kt.id}$`));
});

test('phone by a link without options: chosen on the product page, then every answer before the request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAsNewBuyer(page);
  const phone = await productOf(page, 1);
  // A link to the wizard itself: nothing was chosen on the product page.
  await page.goto(`/bidding-page/1/Mobile%20Phones/${phone.id}`);
  const explanation = page.getByText(/옵션을 먼저 골라야 견적을 요청할 수 있어요/);
  await expect(explanation).toBeVisible();
  await expect(requestButton(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: '상품 페이지에서 옵션 고르기' }).click();
  await expect(page).toHaveURL(new RegExp(`/request-details/1/Mobile(%20| )Phones/${phone.id}$`));
  await page.getByRole('button', { name: '옵션 고르고 견적 받기' }).click();
  const sheet = dialogNamed(page, '옵션 선택');
  await expect(sheet).toBeVisible();
  const groups = sheet.getByRole('radiogroup');
  for (let index = 0; index < (await groups.count()); index += 1) {
    await groups.nth(index).getByRole('radio').first().click();
  }
  await sheet.getByRole('button', { name: '이 옵션으로 견적 받기' }).click();
  await expect(page).toHaveURL(new RegExp(`/bidding-page/1/Mobile(%20| )Phones/${phone.id}$`));
  await expect(explanation).toHaveCount(0);

  // Four of seven answers leave out the contract length and the rate plan: no request yet.
  await page.getByRole('button', { name: '시작하기' }).click();
  const progressBar = page.getByRole('progressbar');
  const progress = async () => Number(await progressBar.getAttribute('aria-valuenow'));
  const firstAnswer = page.locator('[data-qm="answer-buttons"]').getByRole('button').first();
  for (let answered = 0; answered < 4; answered += 1) {
    const before = await progress();
    await firstAnswer.click();
    await expect.poll(progress).toBeGreaterThan(before);
  }
  await expect(page.getByRole('group', { name: '원하시는 통신사를 골라 주세요.' })).toBeVisible();
  await expect(requestButton(page)).toHaveCount(0);
  for (let answered = await progress(); answered < 100; answered = await progress()) {
    await firstAnswer.click();
    await expect.poll(progress).toBeGreaterThan(answered);
  }
  await expect(requestButton(page)).toBeVisible();

  await sendWithVerification(page);
  await expect(dialogNamed(page, '최저가 견적 알림을 받아 볼까요?')).toBeVisible();
});

test('phone verification keeps the typed number after a look at a term', async ({ page }) => {
  await loginAsNewBuyer(page);
  await page.goto('/verificate-phone');
  // The number is typed into the page React runs, not the markup the server sent before it.
  await waitForHydration(page);
  const phoneNumber = freshPhoneNumber();
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill(phoneNumber);
  await page.getByRole('button', { name: '약관 펼치기' }).click();
  await page
    .getByRole('region', { name: '약관 동의' })
    .getByRole('link', { name: /^서비스 이용약관 동의\s*보기$/ })
    .click();
  await expect(page).toHaveURL(/\/terms\//);

  await page.goBack();
  await expect(page).toHaveURL(/\/verificate-phone$/);
  await expect(page.getByRole('textbox', { name: '휴대폰 번호' })).toHaveValue(phoneNumber);
  await expectNoAxeViolations(page);
});
