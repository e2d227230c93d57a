import type { Locator, Page } from '@playwright/test';
import { latestSmsCode } from './api';
import { expect, expectNoAxeViolations } from './test';

// What a buyer does in the buyer app, step by step: shared by the journeys that start with a buyer.

export interface ListedProduct {
  id: number;
  productName: string;
}

/** A product of the seeded catalogue as the category home lists it: the first, or the one at `index`. */
export async function productOf(
  page: Page,
  mainCategoryId: number,
  index = 0,
): Promise<ListedProduct> {
  const response = await page.request.get('/api/v2/home/get-ab-products-under-category', {
    params: { mainCategoryId, pageNo: 1, pageSize: 10 },
  });
  const body = (await response.json()) as { data: { list: ListedProduct[] } };
  const product = body.data.list[index];
  if (!product) {
    throw new Error(`The seeded catalogue has no product ${index} in category ${mainCategoryId}`);
  }
  return product;
}

/** A modal by its title, whether it is an alert (a question) or a plain dialog. */
export function dialogNamed(page: Page, name: string) {
  return page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name }));
}

/** A distinct 010 number per run, so verifications of different tests never share a phone. */
export function freshPhoneNumber(): string {
  return `010${String(Date.now() % 1e8).padStart(8, '0')}`;
}

/** Logs in as the seeded demo buyer from the login page, which then goes home. */
export async function loginAsDemoBuyer(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: '개발자 로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Logs in as a never-seen buyer from the login page; a first login lands on the tutorial. */
export async function loginAsNewBuyer(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: '새 계정으로 개발자 로그인' }).click();
  await expect(page).toHaveURL(/\/tutorial-page$/);
}

/**
 * From the phone's detail page into its quote wizard, with the options named in `choose` (a storage
 * like '256GB') and the first of every other option group.
 */
export async function openPhoneWizard(page: Page, phone: ListedProduct, choose: string[] = []) {
  await page.goto(`/request-details/1/Mobile%20Phones/${phone.id}`);
  await page.getByRole('button', { name: '옵션 고르고 견적 받기' }).click();
  const sheet = dialogNamed(page, '옵션 선택');
  // A tap before the page is hydrated opens the sheet only then (decision 0009): count its option
  // groups once it is open.
  await expect(sheet).toBeVisible();
  const groups = sheet.getByRole('radiogroup');
  for (let index = 0; index < (await groups.count()); index += 1) {
    await (await preferred(groups.nth(index).getByRole('radio'), 'radio', choose)).click();
  }
  await sheet.getByRole('button', { name: '이 옵션으로 견적 받기' }).click();
  await expect(page).toHaveURL(new RegExp(`/bidding-page/1/Mobile(%20| )Phones/${phone.id}$`));
}

/**
 * Of a group of choices, the first named by one of `names` (its whole name, or the value in
 * brackets after a phrasing such as '번호는 두고 통신사를 바꿀래요 (번호이동)'), or else the first.
 */
async function preferred(
  choices: Locator,
  role: 'button' | 'radio',
  names: string[],
): Promise<Locator> {
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const named = choices.and(
      choices.page().getByRole(role, { name: new RegExp(`^(.*\\()?${escaped}\\)?$`) }),
    );
    if ((await named.count()) > 0) return named.first();
  }
  return choices.first();
}

/**
 * Answers every question of the open wizard, each saved before the next: with the answer named in
 * `prefer` where a question offers one (a carrier, a 가입 유형), else with its first answer.
 */
export async function answerWizard(page: Page, prefer: string[] = []) {
  await page.getByRole('button', { name: '시작하기' }).click();
  const progressBar = page.getByRole('progressbar');
  const progress = async () => Number(await progressBar.getAttribute('aria-valuenow'));
  const answers = page
    .locator('[data-qm="answer-buttons"]')
    .getByRole('button')
    .or(page.getByRole('button', { name: /할게요$/ }));
  for (let answered = await progress(); answered < 100; answered = await progress()) {
    await answers.first().waitFor();
    await (await preferred(answers, 'button', prefer)).click();
    await expect.poll(progress).toBeGreaterThan(answered);
  }
  await expect(page.getByRole('button', { name: '지금 바로 견적 받기' })).toBeVisible();
}

/** From a wizard whose answers are given: send, verify the phone once, and be sent on return. */
/** Returns the phone number the buyer verified: the one a chosen store will see. */
export async function sendWithVerification(page: Page): Promise<string> {
  await page.getByRole('button', { name: '지금 바로 견적 받기' }).click();
  await dialogNamed(page, '견적을 요청할까요?')
    .getByRole('button', { name: '견적 요청하기' })
    .click();
  const verifyOffer = page.getByRole('alertdialog', {
    name: '최저가 견적을 받으려면 휴대폰 본인인증이 한 번 필요해요',
  });
  await expectNoAxeViolations(page);
  await verifyOffer.getByRole('button', { name: '본인인증하기' }).click();

  await expect(page).toHaveURL(/\/verificate-phone$/);
  await page.getByRole('checkbox', { name: /전체 동의/ }).check();
  const phoneNumber = freshPhoneNumber();
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill(phoneNumber);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page
    .getByRole('textbox', { name: '인증번호' })
    .fill(await latestSmsCode(page.request, phoneNumber));
  await page.getByRole('button', { name: '인증하기', exact: true }).click();

  // Back on the wizard, the request goes by itself.
  await expect(page).toHaveURL(/\/bidding-page/);
  const sent = dialogNamed(page, '견적 요청을 보냈어요');
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: '확인' }).click();
  return phoneNumber;
}

/**
 * Chooses the quote on its detail page, consenting to hand the store the buyer's contact. Waits for
 * the detail first: the in-progress list behind it has a "구매 신청하기" button of its own, and a
 * click landing there just before the navigation opens a dialog the navigation then closes.
 */
export async function requestPurchase(page: Page, storeName: string) {
  await expect(page).toHaveURL(/\/quotation-details(-[a-z-]+)?\/\d+\/\d+$/);
  await page
    .locator('[data-part="select-action"]')
    .getByRole('button', { name: '구매 신청하기' })
    .click();
  const dialog = dialogNamed(page, `${storeName}에 구매 신청할까요?`);
  await expect(dialog.getByText('제공받는 자')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '구매 신청하기' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByRole('checkbox', { name: /이름과 휴대폰 번호를 제공하는 데 동의해요/ }).check();
  await dialog.getByRole('button', { name: '구매 신청하기' }).click();
  const done = dialogNamed(page, '구매 신청을 완료했어요');
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: '구매 신청 내역 보기' }).click();
  await expect(page).toHaveURL(/\/my-quote-request-history$/);
}

/** On a deal's detail: writes a five-star review, trying an empty one first. */
export async function writeReview(page: Page, text: string) {
  await page.getByRole('button', { name: '리뷰 쓰기' }).click();
  const review = dialogNamed(page, '리뷰 쓰기');
  await review.getByRole('button', { name: '리뷰 등록하기' }).click();
  await expect(review.getByText('별점을 선택해 주세요.')).toBeVisible();
  await review.getByRole('radio', { name: /5/ }).click();
  await review.getByRole('textbox', { name: '리뷰 내용' }).fill(text);
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: '리뷰 등록하기' }).click();
  await expect(page.getByText('리뷰를 등록했어요').first()).toBeVisible();
  await expect(page.getByText('리뷰를 이미 남겼어요')).toBeVisible();
}
