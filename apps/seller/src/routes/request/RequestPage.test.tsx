import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  contactRefusalMessages,
  getDealerConversation,
  getDealerUnreadMessages,
  getSellerQuotation,
  laterMoneyMessage,
  messageMessages,
  messageReportMessages,
  readDealerConversation,
  reportDealerMessage,
  sendDealerMessage,
  sendDealerMessagePhoto,
  submitSellerEstimation,
  updateSellerEstimation,
  withdrawSellerEstimation,
  type Conversation,
  type SellerQuotationDetail,
} from '@quotemarket/contract';
import { paths } from '../../paths';
import {
  apiErrorResponse,
  mockEndpoint,
  renderConsole,
  setupMswServer,
} from '../../testing/renderConsole';
import {
  conversation,
  conversationMessage,
  dealerUnreadMessages,
  messageReadReceipt,
  sellerEstimation,
} from '@quotemarket/contract/testing';
import { requestDetail, serveSellerProfile } from '../../testing/sellerFixtures';

const server = setupMswServer();

/** Serves the request page's answers in turn; the last one stays for any later call. */
function serveRequest(...answers: (SellerQuotationDetail | Response)[]) {
  serveSellerProfile(server);
  let served = 0;
  const mock = mockEndpoint(getSellerQuotation, () => {
    const answer = answers[Math.min(served, answers.length - 1)]!;
    served += 1;
    return answer instanceof Response ? answer.clone() : answer;
  });
  server.use(mock.handler);
  return mock;
}

const openPage = (quotationId = 5) => renderConsole({ entries: [paths.request(quotationId)] });

const field = (name: string) => screen.getByRole('textbox', { name });
const choice = (group: string, option: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option });
/** The value beside a term of a description list or a price breakdown. */
const valueOf = (container: HTMLElement, term: string) =>
  within(container).getByText(term).nextElementSibling;

async function fillPhoneQuote(user: UserEvent) {
  await user.type(field('공시지원금'), '500000');
  await user.click(choice('공시지원금 지급 주체', '통신사'));
  await user.type(field('추가지원금 (매장 지원금)'), '150000');
  await user.click(choice('추가지원금 지급 주체', '판매점'));
  await user.click(choice('할부 개월', '24개월'));
  await user.type(field('할부 이자 (월)'), '3000');
  await user.type(field('요금제 (월)'), '89000');
  await user.type(field('요금제 유지 기간'), '6');
  await user.type(field('월 통신요금'), '69000');
  await user.click(choice('약정 기간', '24개월'));
}

describe('RequestPage', () => {
  it('shows what the buyer asks for: product, price, options, every answer and the window', async () => {
    serveRequest(requestDetail(5, { estimationCount: 2 }));
    openPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: '갤럭시 S26 5' }),
    ).toBeInTheDocument();
    expect(screen.getByText('휴대폰 견적 요청 · 삼성전자')).toBeInTheDocument();
    expect(valueOf(document.body, '출고가')).toHaveTextContent('1,155,000원');
    expect(valueOf(document.body, '모델명')).toHaveTextContent('SM-S942N');
    expect(valueOf(document.body, '색상')).toHaveTextContent('블랙');
    expect(valueOf(document.body, '용량')).toHaveTextContent('256GB');
    expect(valueOf(document.body, '입찰한 매장')).toHaveTextContent('2개 매장');
    expect(screen.getByRole('timer', { name: /^남은 시간 4[56]시간/ })).toBeInTheDocument();

    const answers = screen.getByRole('region', { name: '구매자 답변' });
    expect(valueOf(answers, '원하는 통신사가 있나요?')).toHaveTextContent('SKT');
    expect(valueOf(answers, '가입 방법은요?')).toHaveTextContent('번호이동');
    expect(screen.getByRole('form', { name: '견적 보내기' })).toBeInTheDocument();
  });

  it('says so when the request does not exist, with the way back to the inbox', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveRequest(apiErrorResponse(404, '견적 요청을 찾을 수 없어요.'));
    openPage(404);
    expect(await screen.findByText('견적 요청을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '견적 요청 목록으로' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the request cannot load', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveRequest(apiErrorResponse(500, '서버에 문제가 생겼어요.'), requestDetail(5));
    openPage();
    expect(await screen.findByText('견적 요청을 불러오지 못했어요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '갤럭시 S26 5' })).toBeVisible();
  });

  it('shows a closed request’s quote read-only, without a form', async () => {
    serveRequest(requestDetail(5, { isOpen: false, myEstimation: sellerEstimation(9, 5) }));
    openPage();
    expect(await screen.findByRole('heading', { name: '마감된 요청이에요.' })).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: '내 견적' });
    expect(valueOf(mine, '공시지원금')).toHaveTextContent('500,000원');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '견적 고치기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '견적 철회하기' })).not.toBeInTheDocument();
  });

  it('tells the dealer a closed request took no quote from this store', async () => {
    serveRequest(requestDetail(5, { isOpen: false }));
    openPage();
    expect(await screen.findByText('이 요청에는 견적을 보내지 않았어요.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a withdrawn quote read-only even while the request is open', async () => {
    serveRequest(
      requestDetail(5, {
        myEstimation: sellerEstimation(9, 5, {
          status: 'WITHDRAWN',
          outcome: 'WITHDRAWN',
          withdrawnAt: '2026-11-25T03:00:00.000Z',
        }),
      }),
    );
    openPage();
    const mine = await screen.findByRole('region', { name: '내 견적' });
    expect(within(mine).getByText('철회함')).toBeInTheDocument();
    expect(within(mine).getByText(/2026\.11\.25 12:00 철회함/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '견적 고치기' })).not.toBeInTheDocument();
  });
});

describe('the phone quote form', () => {
  it('shows the schema’s messages on the first try to send and focuses the first wrong field', async () => {
    const user = userEvent.setup();
    serveRequest(requestDetail(5));
    const submit = mockEndpoint(submitSellerEstimation, sellerEstimation(9, 5));
    server.use(submit.handler);
    openPage();
    await screen.findByRole('form', { name: '견적 보내기' });

    // Leaving a box shows only its own message.
    await user.type(field('요금제 (월)'), '10000001');
    await user.tab();
    expect(field('요금제 (월)')).toHaveAccessibleDescription(
      expect.stringContaining('금액은 1,000만 원 이하로 입력해 주세요.'),
    );
    expect(field('공시지원금')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: '견적 보내기' }));
    expect(field('공시지원금')).toHaveFocus();
    expect(field('공시지원금')).toHaveAccessibleDescription(
      expect.stringContaining('금액을 숫자로 입력해 주세요.'),
    );
    expect(field('월 통신요금')).toHaveAttribute('aria-invalid', 'true');
    expect(submit.calls).toHaveLength(0);
  });

  it('says at once, before sending, that money promised later cannot be offered', async () => {
    const user = userEvent.setup();
    serveRequest(requestDetail(5));
    const submit = mockEndpoint(submitSellerEstimation, sellerEstimation(9, 5));
    server.use(submit.handler);
    openPage();
    await screen.findByRole('form', { name: '견적 보내기' });

    const conditions = screen.getByRole('textbox', { name: '기타 조건' });
    await user.type(conditions, '개통 후 페 이 백 10만 원');
    // Still in the box: the message shows while typing, with nothing sent.
    expect(conditions).toHaveFocus();
    expect(conditions).toHaveAttribute('aria-invalid', 'true');
    expect(conditions).toHaveAccessibleDescription(expect.stringContaining(laterMoneyMessage));
    // Nothing else is flagged yet: only the rule the dealer just broke.
    expect(field('공시지원금')).not.toHaveAttribute('aria-invalid');
    expect(submit.calls).toHaveLength(0);

    await user.clear(conditions);
    await user.type(conditions, '기존 폰 반납 조건이에요.');
    expect(conditions).not.toHaveAttribute('aria-invalid');
  });

  it('shows the total the buyer will see, as the dealer types', async () => {
    const user = userEvent.setup();
    serveRequest(requestDetail(5));
    openPage();
    await screen.findByRole('form', { name: '견적 보내기' });
    const summary = screen.getByRole('region', { name: '구매자가 보게 될 총 비용' });
    // Nothing typed yet: the whole release price, over the usual 36 months.
    expect(valueOf(summary, '36개월 총 비용')).toHaveTextContent('1,155,000원');

    await user.type(field('공시지원금'), '500000');
    await user.type(field('추가지원금 (매장 지원금)'), '150000');
    await user.type(field('월 통신요금'), '69000');
    // 1,155,000 − 650,000 = 505,000 for the phone, 69,000 × 36 = 2,484,000 for the line.
    expect(valueOf(summary, '36개월 총 비용')).toHaveTextContent('2,989,000원');
    expect(valueOf(summary, '기기값 (지원금 뺀 할부원금)')).toHaveTextContent('505,000원');
    expect(valueOf(summary, '통신요금')).toHaveTextContent('2,484,000원');
    // 505,000 ÷ 36 = 14,027.8 → 14,028.
    expect(valueOf(summary, '월 할부금')).toHaveTextContent('14,028원');

    await user.click(choice('약정 기간', '24개월'));
    expect(valueOf(summary, '24개월 총 비용')).toHaveTextContent(
      `${(505_000 + 69_000 * 24).toLocaleString('ko-KR')}원`,
    );
  });

  it('sends exactly the terms, then shows the sent quote', async () => {
    const user = userEvent.setup();
    const sent = sellerEstimation(9, 5);
    const detail = serveRequest(
      requestDetail(5),
      requestDetail(5, { myEstimation: sent, myEstimationId: 9 }),
    );
    const submit = mockEndpoint(submitSellerEstimation, sent);
    server.use(submit.handler);
    openPage();
    await screen.findByRole('form', { name: '견적 보내기' });

    await fillPhoneQuote(user);
    await user.click(screen.getByRole('button', { name: '부가서비스 추가 (0/5)' }));
    const service = screen.getByRole('group', { name: '부가서비스 1' });
    await user.type(within(service).getByRole('textbox', { name: '부가서비스 이름' }), 'V컬러링');
    await user.type(within(service).getByRole('textbox', { name: '월 요금' }), '3300');
    await user.type(within(service).getByRole('textbox', { name: '유지 개월' }), '3');
    await user.type(screen.getByRole('textbox', { name: '기타 조건' }), '기존 폰 반납 조건이에요.');
    await user.click(screen.getByRole('button', { name: '견적 보내기' }));

    expect(await screen.findByText('견적을 보냈어요.')).toBeInTheDocument();
    expect(submit.calls).toHaveLength(1);
    expect(submit.calls[0]!.url.pathname).toBe('/api/v2/seller/quotations/5/estimations');
    expect(submit.calls[0]!.body).toEqual({
      kind: 'phone',
      publiclyAnnouncedSubsidy: 500_000,
      publiclyAnnouncedSubsidyPayer: '통신사',
      storeSubsidy: 150_000,
      storeSubsidyPayer: '판매점',
      installmentPeriod: 24,
      installmentInterest: 3_000,
      ratePlanMonthly: 89_000,
      ratePlanRequiredMonths: 6,
      monthlyTelecomFee: 69_000,
      contractDuration: 24,
      additionalServices: [{ name: 'V컬러링', monthlyFee: 3_300, requiredMonths: 3 }],
      conditions: '기존 폰 반납 조건이에요.',
    });
    const mine = await screen.findByRole('region', { name: '내 견적' });
    expect(within(mine).getByText('선택 기다리는 중')).toBeInTheDocument();
    expect(valueOf(mine, '월 할부금')).toHaveTextContent('24,042원');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(detail.calls).toHaveLength(2);
  });

  it('shows the API’s refusal above the button and keeps what was typed', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveRequest(requestDetail(5));
    const submit = mockEndpoint(submitSellerEstimation, () =>
      apiErrorResponse(400, '공시지원금과 추가지원금의 합은 출고가를 넘을 수 없어요.'),
    );
    server.use(submit.handler);
    openPage();
    await screen.findByRole('form', { name: '견적 보내기' });
    await fillPhoneQuote(user);
    await user.click(screen.getByRole('button', { name: '견적 보내기' }));

    expect(
      await screen.findByText('공시지원금과 추가지원금의 합은 출고가를 넘을 수 없어요.'),
    ).toHaveAttribute('role', 'alert');
    expect(field('공시지원금')).toHaveValue('500,000');
    expect(screen.getByRole('button', { name: '견적 보내기' })).toBeEnabled();
  });
});

describe('the store’s quote on an open request', () => {
  it('edits the quote in the same form, filled in from what was sent', async () => {
    const user = userEvent.setup();
    const sent = sellerEstimation(9, 5);
    if (sent.terms.kind !== 'phone') throw new Error('A phone quote is expected.');
    const edited = sellerEstimation(9, 5, {
      terms: { ...sent.terms, storeSubsidy: 200_000, monthlyInstallment: 22_042 },
      updatedAt: '2026-11-25T04:00:00.000Z',
    });
    serveRequest(
      requestDetail(5, { myEstimation: sent, myEstimationId: 9 }),
      requestDetail(5, { myEstimation: edited, myEstimationId: 9 }),
    );
    const update = mockEndpoint(updateSellerEstimation, edited);
    server.use(update.handler);
    openPage();

    await user.click(await screen.findByRole('button', { name: '견적 고치기' }));
    const form = screen.getByRole('form', { name: '견적 고치기' });
    expect(within(form).getByRole('heading', { name: '견적 고치기' })).toHaveFocus();
    expect(field('공시지원금')).toHaveValue('500,000');
    expect(field('추가지원금 (매장 지원금)')).toHaveValue('150,000');
    expect(choice('할부 개월', '24개월')).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: '부가서비스 1' })).getByRole('textbox', {
        name: '부가서비스 이름',
      }),
    ).toHaveValue('V컬러링');
    expect(screen.getByRole('textbox', { name: '기타 조건' })).toHaveValue(
      '기존 폰 반납 조건이에요.',
    );

    await user.clear(field('추가지원금 (매장 지원금)'));
    await user.type(field('추가지원금 (매장 지원금)'), '200000');
    await user.click(screen.getByRole('button', { name: '고친 견적 보내기' }));

    expect(await screen.findByText('견적을 고쳤어요.')).toBeInTheDocument();
    expect(update.calls[0]!.url.pathname).toBe('/api/v2/seller/estimations/9');
    expect(update.calls[0]!.body).toMatchObject({
      storeSubsidy: 200_000,
      publiclyAnnouncedSubsidy: 500_000,
    });
    const mine = screen.getByRole('region', { name: '내 견적' });
    expect(valueOf(mine, '추가지원금 (매장 지원금)')).toHaveTextContent('200,000원');
    expect(within(mine).getByRole('heading', { name: '내 견적' })).toHaveFocus();
  });

  it('asks before withdrawing, then withdraws', async () => {
    const user = userEvent.setup();
    const sent = sellerEstimation(9, 5);
    const withdrawn = {
      ...sent,
      status: 'WITHDRAWN',
      outcome: 'WITHDRAWN',
      withdrawnAt: '2026-11-25T05:00:00.000Z',
    } as const;
    serveRequest(
      requestDetail(5, { myEstimation: sent, myEstimationId: 9 }),
      requestDetail(5, { myEstimation: withdrawn, myEstimationId: 9 }),
    );
    const withdraw = mockEndpoint(withdrawSellerEstimation, withdrawn);
    server.use(withdraw.handler);
    openPage();

    await user.click(await screen.findByRole('button', { name: '견적 철회하기' }));
    const dialog = screen.getByRole('alertdialog', { name: '견적을 철회할까요?' });
    expect(dialog).toHaveTextContent('철회하면 이 요청에 다시 견적을 보낼 수 없어요.');
    await user.click(within(dialog).getByRole('button', { name: '그대로 두기' }));
    expect(withdraw.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '견적 철회하기' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: '철회하기' }),
    );
    expect(await screen.findByText('견적을 철회했어요.')).toBeInTheDocument();
    expect(withdraw.calls).toHaveLength(1);
    expect(withdraw.calls[0]!.url.pathname).toBe('/api/v2/seller/estimations/9');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '견적 철회하기' })).not.toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('region', { name: '내 견적' })).getByText('철회함'),
    ).toBeInTheDocument();
  });
});

describe('the other kinds of quote', () => {
  it('asks an internet plan’s figures and keeps the bundle rule', async () => {
    const user = userEvent.setup();
    const phoneRequest = requestDetail(5);
    serveRequest(
      requestDetail(5, {
        categoryId: 2,
        categoryNameKo: '인터넷',
        product: { ...phoneRequest.product, modelNumber: null, price: 48_400 },
      }),
    );
    openPage();
    await screen.findByRole('form', { name: '견적 보내기' });
    expect(screen.queryByRole('textbox', { name: '공시지원금' })).not.toBeInTheDocument();
    // A plan has no 출고가 (its price is the quote), and no model number to show as '-'.
    const requested = screen.getByLabelText('요청한 상품');
    expect(within(requested).queryByText('출고가')).not.toBeInTheDocument();
    expect(within(requested).queryByText('모델명')).not.toBeInTheDocument();

    await user.type(field('현금 사은품'), '300000');
    await user.type(field('사은품 지급 시점'), '30');
    await user.type(field('결합 전 월 요금'), '40000');
    await user.type(field('결합 후 월 요금'), '45000');
    await user.click(choice('혜택이 가장 큰 휴대폰 통신사', 'KT'));
    await user.click(screen.getByRole('button', { name: '견적 보내기' }));
    expect(field('결합 후 월 요금')).toHaveFocus();
    expect(field('결합 후 월 요금')).toHaveAccessibleDescription(
      expect.stringContaining('결합 후 월 요금은 결합 전 월 요금보다 클 수 없어요.'),
    );
    const summary = screen.getByRole('region', { name: '구매자가 보게 될 총 비용' });
    // 45,000 × 36 − 300,000.
    expect(valueOf(summary, '36개월 총 비용')).toHaveTextContent('1,320,000원');
  });

  it('asks a rental’s fee, subsidy and how it is managed', async () => {
    const user = userEvent.setup();
    const phoneRequest = requestDetail(5);
    serveRequest(
      requestDetail(5, {
        categoryId: 3,
        categoryNameKo: '정수기',
        product: { ...phoneRequest.product, price: 1_200_000, rentalFee: 34_900 },
      }),
    );
    openPage();
    await screen.findByRole('form', { name: '견적 보내기' });
    // A rental shows the monthly fee the buyer saw, not a 출고가.
    const requested = screen.getByLabelText('요청한 상품');
    expect(within(requested).queryByText('출고가')).not.toBeInTheDocument();
    expect(valueOf(requested, '예상 월 렌탈료')).toHaveTextContent('34,900원');
    expect(
      within(screen.getByRole('radiogroup', { name: '약정 기간' })).queryByRole('radio', {
        name: '무약정',
      }),
    ).not.toBeInTheDocument();
    await user.type(field('월 렌탈료'), '29900');
    await user.type(field('매장 지원금'), '100000');
    await user.click(screen.getByRole('button', { name: '견적 보내기' }));
    expect(field('의무 사용 기간')).toHaveFocus();
    expect(field('의무 사용 기간')).toHaveAccessibleDescription(
      expect.stringContaining('의무 사용 기간은 1~48개월로 입력해 주세요.'),
    );
    expect(field('중도 해지 위약금')).toHaveAccessibleDescription(
      expect.stringContaining('중도 해지 위약금은 남은 렌탈료의 0~100%로 입력해 주세요.'),
    );
    expect(screen.getByText('방문 관리, 자가 관리 중에서 골라 주세요.')).toBeInTheDocument();
  });
});

describe('the conversation with the buyer', () => {
  /** Request 5 with the store's quote 9 on it, and its conversation's pages in turn. */
  function serveConversation(...pages: Partial<Conversation>[]) {
    serveRequest(requestDetail(5, { myEstimation: sellerEstimation(9, 5) }));
    let served = 0;
    const read = mockEndpoint(readDealerConversation, messageReadReceipt());
    const load = mockEndpoint(getDealerConversation, () => {
      const page = pages[Math.min(served, pages.length - 1)];
      served += 1;
      return conversation({ quotationId: 5, ...page });
    });
    server.use(load.handler, read.handler);
    return { load, read };
  }

  const buyerAsked = conversationMessage(1, { body: '이 색상 재고 있나요?' });
  // The next day (Seoul), the dealer's answer, read by the buyer.
  const dealerAnswered = conversationMessage(24 * 60 + 1, {
    sender: 'dealer',
    mine: true,
    body: '네, 블랙 256GB 재고 있어요.',
    readAt: '2026-11-21T10:00:00.000Z',
  });

  it('opens from its address beside the request: days apart, receipts, and marks it read', async () => {
    const { load, read } = serveConversation({ messages: [dealerAnswered, buyerAsked] });
    renderConsole({ entries: [paths.requestMessages(5)] });

    const log = await screen.findByRole('log', { name: '고객님과의 대화' });
    expect(screen.getByRole('tab', { name: '메시지', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '갤럭시 S26 5' })).toBeInTheDocument();
    const lines = [
      ...log.querySelectorAll('[data-qm="date-separator"], [data-qm="message-bubble"]'),
    ];
    expect(lines.map((line) => line.textContent)).toEqual([
      '2026년 11월 20일 금요일',
      expect.stringContaining('이 색상 재고 있나요?'),
      '2026년 11월 21일 토요일',
      expect.stringContaining('네, 블랙 256GB 재고 있어요.'),
    ]);
    expect(within(log).getByText('고객')).toBeInTheDocument();
    expect(within(lines[3] as HTMLElement).getByText('읽음')).toBeInTheDocument();
    expect(load.calls[0]?.url.pathname).toBe('/api/v2/seller/estimations/9/messages');
    await waitFor(() => expect(read.calls).toHaveLength(1));
    expect(read.calls[0]?.url.pathname).toBe('/api/v2/seller/estimations/9/messages/read');
    expect(screen.getByText(/구매자가 견적을 고르기 전에는 고객으로만 보이고/)).toBeInTheDocument();
  });

  it('counts what is unread on its tab and opens it from the quote', async () => {
    serveConversation({ messages: [buyerAsked] });
    server.use(mockEndpoint(getDealerUnreadMessages, dealerUnreadMessages(1)).handler);
    const user = userEvent.setup();
    const { router } = openPage();

    const tab = await screen.findByRole('tab', { name: '메시지 안 읽음 1' });
    expect(screen.getByRole('tab', { name: '내 견적', selected: true })).toBeInTheDocument();
    await user.click(tab);

    expect(await screen.findByRole('log', { name: '고객님과의 대화' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=messages');
  });

  it('loads earlier messages on the way up', async () => {
    const { load } = serveConversation(
      { messages: [dealerAnswered], nextBefore: dealerAnswered.id },
      { messages: [buyerAsked] },
    );
    const user = userEvent.setup();
    renderConsole({ entries: [paths.requestMessages(5)] });

    const log = await screen.findByRole('log', { name: '고객님과의 대화' });
    await user.click(await within(log).findByRole('button', { name: '이전 메시지 보기' }));

    expect(await within(log).findByText('이 색상 재고 있나요?')).toBeInTheDocument();
    expect(load.calls.at(-1)?.url.searchParams.get('before')).toBe(String(dealerAnswered.id));
  });

  it('sends an answer and shows it as the latest message', async () => {
    serveConversation({ messages: [buyerAsked] }, { messages: [dealerAnswered, buyerAsked] });
    const send = mockEndpoint(sendDealerMessage, dealerAnswered);
    server.use(send.handler);
    const user = userEvent.setup();
    renderConsole({ entries: [paths.requestMessages(5)] });

    const field = await screen.findByRole('textbox', { name: '고객님에게 보낼 메시지' });
    await user.type(field, '네, 블랙 256GB 재고 있어요.');
    await user.click(screen.getByRole('button', { name: '보내기' }));

    const log = screen.getByRole('log', { name: '고객님과의 대화' });
    expect(await within(log).findByText('네, 블랙 256GB 재고 있어요.')).toBeInTheDocument();
    expect(send.calls[0]?.body).toEqual({ body: '네, 블랙 256GB 재고 있어요.' });
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('shows why a phone number was refused, and keeps what was typed', async () => {
    serveConversation({ messages: [buyerAsked] });
    server.use(
      mockEndpoint(sendDealerMessage, () => apiErrorResponse(400, contactRefusalMessages.phone))
        .handler,
    );
    const user = userEvent.setup();
    renderConsole({ entries: [paths.requestMessages(5)] });

    const field = await screen.findByRole('textbox', { name: '고객님에게 보낼 메시지' });
    await user.type(field, '010-1234-5678로 전화 주세요');
    await user.click(screen.getByRole('button', { name: '보내기' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(contactRefusalMessages.phone);
    expect(field).toHaveValue('010-1234-5678로 전화 주세요');
  });

  it('says why a closed conversation takes no message, without a composer', async () => {
    serveConversation({
      messages: [buyerAsked],
      canSend: false,
      closesAt: '2026-11-25T09:00:00.000Z',
    });
    renderConsole({ entries: [paths.requestMessages(5)] });

    expect(await screen.findByText(messageMessages.closed)).toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: '고객님에게 보낼 메시지' }),
    ).not.toBeInTheDocument();
  });

  it('sends a photo alone, previewed before it goes', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:chosen-photo');
    URL.revokeObjectURL = vi.fn();
    const withPhoto = conversationMessage(24 * 60 + 2, {
      sender: 'dealer',
      mine: true,
      body: '',
      photo: { url: '/media/uploads/messages/b.jpg', width: 300, height: 400 },
    });
    serveConversation({ messages: [buyerAsked] });
    const send = mockEndpoint(sendDealerMessagePhoto, withPhoto);
    server.use(send.handler);
    const user = userEvent.setup();
    renderConsole({ entries: [paths.requestMessages(5)] });

    await screen.findByRole('textbox', { name: '고객님에게 보낼 메시지' });
    const photo = new File(['png'], 'stock.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('사진 첨부', { selector: 'input' }), photo);
    expect(screen.getByRole('img', { name: '사진 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '보내기' }));

    const log = screen.getByRole('log', { name: '고객님과의 대화' });
    expect(await within(log).findByRole('img', { name: '내가 보낸 사진' })).toHaveAttribute(
      'src',
      '/media/uploads/messages/b.jpg',
    );
    expect(send.calls[0]?.url.pathname).toBe('/api/v2/seller/estimations/9/messages/photo');
  });

  it('reports the buyer’s message with a reason', async () => {
    serveConversation({ messages: [buyerAsked] });
    const report = mockEndpoint(reportDealerMessage, { reportId: 4 });
    server.use(report.handler);
    const user = userEvent.setup();
    renderConsole({ entries: [paths.requestMessages(5)] });

    const log = await screen.findByRole('log', { name: '고객님과의 대화' });
    await user.click(await within(log).findByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '메시지 신고하기' });
    await user.click(
      within(dialog).getByRole('radio', { name: '광고나 같은 말을 반복해서 보냈어요' }),
    );
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));

    expect(await screen.findByText(messageReportMessages.reported)).toBeInTheDocument();
    expect(report.calls[0]?.url.pathname).toBe('/api/v2/seller/messages/1/report');
    expect(report.calls[0]?.body).toEqual({ reason: 'SPAM', note: '' });
  });

  it('names the buyer once they chose this quote', async () => {
    serveConversation({ counterpartName: '김민지', messages: [buyerAsked] });
    renderConsole({ entries: [paths.requestMessages(5)] });

    const log = await screen.findByRole('log', { name: '김민지님과의 대화' });
    expect(within(log).getByText('김민지')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '김민지님에게 보낼 메시지' })).toBeInTheDocument();
  });
});
