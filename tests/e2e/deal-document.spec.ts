import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { bidAsDealer, dataOf, dealerToken, phoneBidTerms, requestInInbox } from '../support/api';
import {
  answerWizard,
  dialogNamed,
  loginAsNewBuyer,
  openPhoneWizard,
  requestPurchase,
  sendWithVerification,
  type ListedProduct,
} from '../support/buyer';
import { demoStore, fillPhoneBid, openConsoleAs, secondStore } from '../support/dealer';
import { expect, expectNoAxeViolations, test } from '../support/test';

/*
 * The written 견적서 from the bid to the store's counter: a dealer bids with every term the law asks
 * for, the buyer compares the quotes with the market price of real deals, selects one and keeps the
 * 견적서 (printed, downloaded, shared); a logged-out browser opens the share link, and the dealer
 * who lost learns how its bid ended, live and under 보낸 견적.
 */

interface MarketVariant {
  storage: string | null;
  carrier: string | null;
  joinType: string | null;
  medianAllInCost: number;
  dealCount: number;
}

/** A seeded phone whose deals of the last 30 days make a market price, with that variant. */
async function phoneWithMarketPrice(request: APIRequestContext) {
  const phones = await dataOf<{ list: ListedProduct[] }>(
    await request.get('/api/v2/home/get-ab-products-under-category', {
      params: { mainCategoryId: 1, pageNo: 1, pageSize: 50 },
    }),
  );
  for (const phone of phones.list) {
    const { variants } = await dataOf<{ variants: MarketVariant[] }>(
      await request.get(`/api/v2/products/${phone.id}/market-prices`),
    );
    const variant = variants.find((each) => each.storage && each.carrier && each.joinType);
    if (variant) return { phone, variant };
  }
  throw new Error('The seed holds no phone with a market price');
}

/** The 견적서's 문서 확인 코드 as the page shows it. */
function verificationCodeOf(page: Page) {
  return page.locator('[data-qm="deal-document"] code');
}

test('a bid with every required term becomes a 견적서 the buyer prints, downloads and shares, and the losing store is told', async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  // Three browsers through a whole deal: the limit catches a hang, not a slow day on CI.
  test.setTimeout(360_000);
  const { phone, variant } = await phoneWithMarketPrice(buyer.request);

  // The buyer asks for quotes on the variant the market price covers.
  await loginAsNewBuyer(buyer);
  await openPhoneWizard(buyer, phone, [variant.storage!]);
  await answerWizard(buyer, [variant.carrier!, variant.joinType!]);
  await sendWithVerification(buyer);
  await dialogNamed(buyer, '최저가 견적 알림을 받아 볼까요?')
    .getByRole('button', { name: '견적 확인하러 가기' })
    .click();
  await expect(buyer).toHaveURL(/\/quotation-check$/);
  const winnerToken = await dealerToken(buyer.request);
  const quotationId = await requestInInbox(buyer.request, winnerToken, 1, phone.id);

  // The other store bids through its API and keeps its console open on 보낸 견적.
  const loserToken = await dealerToken(buyer.request, {
    email: 'gangnam@dealer.quotemarket.kr',
    password: 'quotemarket-demo-5678',
  });
  await bidAsDealer(
    buyer.request,
    loserToken,
    quotationId,
    phoneBidTerms({ storeSubsidy: 50_000, conditions: '' }),
  );
  const loser = await openConsoleAs(browser, baseURL!, secondStore);
  await loser.getByRole('link', { name: '보낸 견적' }).click();
  await expect(loser.getByRole('heading', { name: '보낸 견적', level: 1 })).toBeVisible();

  // The winning store bids in its console, stating every term.
  const dealer = await openConsoleAs(browser, baseURL!, demoStore);
  await dealer.goto(`/seller/requests/${quotationId}`);
  await expect(dealer.getByRole('heading', { name: phone.productName })).toBeVisible();
  await fillPhoneBid(dealer);
  await dealer.getByRole('button', { name: '견적 보내기' }).click();
  await expect(dealer.getByText('견적을 보냈어요.').first()).toBeVisible();

  // Each quote card compares its all-in cost with the median of real deals.
  await buyer
    .getByRole('link', { name: new RegExp(phone.productName) })
    .first()
    .click();
  await expect(buyer.locator('[data-qm="bidder-card"]')).toHaveCount(2);
  const winning = buyer.getByRole('group', { name: demoStore });
  await expect(winning).toContainText(/실거래 중간값(보다 [\d,]+원 (저렴해요|비싸요)|과 같아요)/);
  await expectNoAxeViolations(buyer);

  // The losing store hears the outcome live, as the buyer selects the other quote.
  const told = expect(loser.getByText('다른 판매점이 선택됐어요').first()).toBeVisible({
    timeout: 60_000,
  });
  await winning.getByRole('button', { name: '견적 상세 보기' }).click();
  await expect(buyer.getByText('안전 거래 안내')).toBeVisible();
  await requestPurchase(buyer, demoStore);
  await told;

  // The 견적서: printable, downloadable and shareable.
  await buyer.getByRole('link', { name: '견적 상세 보기' }).first().click();
  await expect(buyer).toHaveURL(/\/my-quote-history-details\/\d+\/\d+$/);
  await buyer.getByRole('link', { name: '견적서 보기' }).click();
  const document = buyer.locator('[data-qm="deal-document"]');
  await expect(document).toContainText(demoStore);
  // The store's 사업자등록번호 from its approved 입점 신청, and each add-on with its months.
  await expect(document).toContainText('220-81-11003');
  await expect(document).toContainText('안심 보험');
  const code = (await verificationCodeOf(buyer).innerText()).trim();
  expect(code.replace(/\s/g, '')).toMatch(/^[0-9a-f]{64}$/);
  await expectNoAxeViolations(buyer);

  await buyer.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await buyer.getByRole('button', { name: '인쇄하기' }).click();
  expect(await buyer.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await buyer.emulateMedia({ media: 'print' });
  await expect(document).toBeVisible();
  await expect(buyer.getByRole('heading', { name: '매장에 보여 줄 공유 링크' })).toBeHidden();
  await buyer.emulateMedia({ media: 'screen' });

  // Downloaded as a PDF with the buyer's login, under a Korean name.
  const [pdf] = await Promise.all([
    buyer.waitForEvent('download'),
    buyer.getByRole('button', { name: 'PDF 받기' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^견적서-.+-\d+\.pdf$/);
  expect(pdf.suggestedFilename()).toContain(phone.productName);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await buyer.getByRole('button', { name: '공유 링크 만들기' }).click();
  const link = buyer.getByRole('status', { name: '공유 링크' });
  await expect(link).toContainText('/deal-document?token=');
  const shared = new URL((await link.innerText()).trim());

  // A browser without any login opens the link and reads the same document, and only reads it.
  const counter = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const store = await counter.newPage();
  await store.goto(`${shared.pathname}${shared.search}`);
  await expect(verificationCodeOf(store)).toHaveText(code);
  await expect(store.locator('[data-qm="deal-document"]')).toContainText(demoStore);
  await expect(store.getByRole('button', { name: '공유 링크 만들기' })).toHaveCount(0);
  await expectNoAxeViolations(store);
  await counter.close();

  // The winning store holds the very same document under 낙찰.
  await dealer.getByRole('link', { name: '낙찰' }).click();
  await dealer
    .getByRole('article')
    .filter({ has: dealer.locator(`a[href="/seller/requests/${quotationId}"]`) })
    .getByRole('link', { name: '견적서 보기' })
    .click();
  await expect(verificationCodeOf(dealer)).toHaveText(code);
  await expectNoAxeViolations(dealer);
  await dealer.context().close();

  // Under 보낸 견적 the losing store reads how its bid ended, never who won or at what price.
  await loser.reload();
  const sent = loser
    .getByRole('article')
    .filter({ has: loser.locator(`a[href="/seller/requests/${quotationId}"]`) });
  await expect(sent).toContainText('다른 판매점이 선택됐어요');
  await expect(sent).not.toContainText(demoStore);
  await expectNoAxeViolations(loser);
  await loser.context().close();
});
