import {
  bidAsDealer,
  dealerToken,
  firstPhone,
  phoneBidTerms,
  requestInInbox,
} from '../support/api';
import {
  answerWizard,
  dialogNamed,
  loginAsNewBuyer,
  openPhoneWizard,
  sendWithVerification,
} from '../support/buyer';
import { demoStore, openConsoleAs } from '../support/dealer';
import { smallJpeg } from '../support/jpeg';
import { expect, expectNoAxeViolations, test } from '../support/test';

/*
 * A question before choosing (issue 43): the buyer asks the store that quoted, the store reads it
 * live in its console and answers, the answer reaches the buyer live with its unread counts, and
 * neither side can hand over a phone number before the buyer has chosen. The buyer's photo reaches
 * the store live, and a message can be reported to the operators.
 */

const question = '이 색상 재고 있나요? 개통은 언제 돼요?';
const answer = '네, 재고 있어요. 오늘 신청하시면 내일 개통돼요.';
const phoneNumber = '010-1234-5678로 전화 주세요';
const phoneRefused = '전화번호는 메시지로 보낼 수 없어요.';

test('a buyer asks a bidding store, the store answers live, and no phone number changes hands', async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  // A buyer's browser and a store's console through a conversation: the limit catches a hang.
  test.setTimeout(240_000);
  const phone = await firstPhone(buyer.request);

  await loginAsNewBuyer(buyer);
  await openPhoneWizard(buyer, phone);
  await answerWizard(buyer);
  await sendWithVerification(buyer);
  await dialogNamed(buyer, '최저가 견적 알림을 받아 볼까요?')
    .getByRole('button', { name: '견적 확인하러 가기' })
    .click();
  await expect(buyer).toHaveURL(/\/quotation-check$/);

  // The demo store quotes, and keeps its console open on 보낸 견적.
  const token = await dealerToken(buyer.request);
  const quotationId = await requestInInbox(buyer.request, token, 1, phone.id);
  await bidAsDealer(buyer.request, token, quotationId, phoneBidTerms());
  const dealer = await openConsoleAs(browser, baseURL!, demoStore);
  const navigation = dealer.getByRole('navigation').first();
  await navigation.getByRole('link', { name: '보낸 견적', exact: true }).click();
  await expect(dealer.getByRole('heading', { name: '보낸 견적', level: 1 })).toBeVisible();

  // The buyer opens the store's quote card and asks.
  await buyer
    .getByRole('link', { name: new RegExp(phone.productName) })
    .first()
    .click();
  const card = buyer.getByRole('group', { name: demoStore });
  await card.getByRole('link', { name: /^판매점에 문의하기/ }).click();
  await expect(buyer.getByRole('heading', { name: demoStore })).toBeVisible();
  await buyer.getByRole('textbox', { name: '메시지' }).fill(question);
  await buyer.getByRole('button', { name: '보내기' }).click();
  const buyerLog = buyer.getByRole('log', { name: '대화 내용' });
  await expect(buyerLog).toContainText(question);
  await expectNoAxeViolations(buyer);

  // The store hears it live, counted on 보낸 견적 and on the quote's row (the toast that announces
  // it may be pushed out by other tests' new requests to the same store: ConsoleShell's test).
  await expect(navigation.getByRole('link', { name: '보낸 견적 안 읽은 메시지 1개' })).toBeVisible({
    timeout: 30_000,
  });
  const row = dealer
    .getByRole('article')
    .filter({ has: dealer.locator(`a[href="/seller/requests/${quotationId}"]`) });
  await row.getByRole('link', { name: '메시지 안 읽음 1' }).click();
  const dealerLog = dealer.getByRole('log', { name: '고객님과의 대화' });
  await expect(dealerLog).toContainText(question);
  // Before the buyer chooses, the store knows them only as 고객.
  await expect(dealerLog).toContainText('고객');
  await expect(navigation.getByRole('link', { name: '보낸 견적', exact: true })).toBeVisible();
  await expectNoAxeViolations(dealer);

  // The buyer waits on the quote list; the answer arrives there live, counted, and read on opening.
  await buyer.goBack();
  await expect(card).toBeVisible();
  await dealer.getByRole('textbox', { name: '고객님에게 보낼 메시지' }).fill(answer);
  await dealer.getByRole('button', { name: '보내기' }).click();
  await expect(dealerLog).toContainText(answer);

  await expect(card.getByRole('link', { name: /^판매점에 문의하기.*새 메시지 1개/ })).toBeVisible({
    timeout: 30_000,
  });
  const quotesTab = buyer.getByRole('link', { name: /^견적 확인/ });
  await expect(quotesTab).toHaveAccessibleName('견적 확인 읽지 않은 메시지 1개');
  await card.getByRole('link', { name: /^판매점에 문의하기/ }).click();
  await expect(buyerLog).toContainText(answer);
  await expect(quotesTab).toHaveAccessibleName('견적 확인');
  // The store sees its answer read.
  await expect(dealerLog.getByText('읽음').last()).toBeVisible({ timeout: 30_000 });

  // A phone number is refused on both sides before the buyer has chosen, the text kept.
  await buyer.getByRole('textbox', { name: '메시지' }).fill(phoneNumber);
  await buyer.getByRole('button', { name: '보내기' }).click();
  await expect(buyer.getByRole('alert')).toContainText(phoneRefused);
  await expect(buyer.getByRole('textbox', { name: '메시지' })).toHaveValue(phoneNumber);
  await expect(buyerLog).not.toContainText('010-1234-5678');

  await dealer.getByRole('textbox', { name: '고객님에게 보낼 메시지' }).fill(phoneNumber);
  await dealer.getByRole('button', { name: '보내기' }).click();
  await expect(dealer.getByRole('alert')).toContainText(phoneRefused);
  await expect(dealerLog).not.toContainText('010-1234-5678');

  // The buyer shows the store a photo: previewed, sent with words, seen live in the console.
  await buyer.getByRole('textbox', { name: '메시지' }).fill('이 색상이에요');
  await buyer.locator('[data-part="file-input"]').setInputFiles({
    name: 'color.jpg',
    mimeType: 'image/jpeg',
    buffer: smallJpeg,
  });
  await expect(buyer.getByRole('img', { name: '사진 1' })).toBeVisible();
  await buyer.getByRole('button', { name: '보내기' }).click();
  await expect(buyerLog.getByRole('img', { name: '내가 보낸 사진' })).toBeVisible();
  await expect(buyer.getByRole('img', { name: '사진 1' })).toHaveCount(0);
  await expect(dealerLog.getByRole('img', { name: '고객님이 보낸 사진' })).toBeVisible({
    timeout: 30_000,
  });

  // The buyer reports the store's answer: a reason, and word that it reached the operators.
  await buyerLog.getByRole('button', { name: '신고' }).first().click();
  const sheet = dialogNamed(buyer, '메시지 신고하기');
  await sheet.getByRole('radio', { name: '욕설이나 불쾌한 말을 했어요' }).check();
  await expectNoAxeViolations(buyer);
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(
    buyer.getByText('메시지를 신고했어요. 운영팀이 대화를 살펴볼게요.', { exact: true }),
  ).toBeVisible();
  await expect(sheet).toBeHidden();
  await dealer.context().close();
});
