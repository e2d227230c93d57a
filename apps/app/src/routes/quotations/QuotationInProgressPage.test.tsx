import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeQuotation,
  doneMessages,
  getEstimationDetail,
  quotationClosingMessages,
  getQuotationMarketPrice,
  listEstimationsByQuotation,
  selectEstimation,
  selectionConsentLabel,
  selectionConsentMessages,
  selectionConsentVersion,
  storeWithdrawnQuoteNotice,
  type EstimationCard,
  type QuotationProgress,
} from '@quotemarket/contract';
import { apiErrorResponse, mockEndpoint, setupMswServer } from '../../testing/renderApp';
import {
  buyerUnreadMessages,
  estimationDetail,
  marketPrice,
  requestDeadline,
  whileBidding,
} from '@quotemarket/contract/testing';
import { quotationProgress, rankedCards } from './quotationFixtures';
import { renderQuotationApp, serveUnreadMessages } from './quotationTestApp';
import { paths } from '../../paths';

const server = setupMswServer();

beforeEach(() => {
  serveUnreadMessages(server);
});

beforeAll(async () => {
  await import('./QuotationInProgressPage');
  await import('./QuotationCheckPage');
});

// The fixtures' request takes quotes until `requestDeadline`: every test runs while it does, unless
// it moves the clock itself.
beforeEach(() => {
  clockAt(whileBidding);
});

afterEach(() => {
  vi.useRealTimers();
});

const path = '/check-quotation-details/26/1';

function serve(list: EstimationCard[], quotation: Partial<QuotationProgress> = {}) {
  const endpoint = mockEndpoint(listEstimationsByQuotation, {
    list,
    totalElements: list.length,
    totalPages: list.length ? 1 : 0,
    quotation: quotationProgress({ estimationCount: list.length, ...quotation }),
  });
  server.use(
    endpoint.handler,
    mockEndpoint(getQuotationMarketPrice, { marketPrice: null }).handler,
  );
  return endpoint;
}

/** Freezes the device clock (only `Date`; timers still run). */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

const bidderCards = () =>
  screen.getAllByRole('group').filter((group) => group.dataset.qm === 'bidder-card');

describe('in-progress quote request', () => {
  it('says how each quote compares with the market price and how fast its store answers', async () => {
    serve(rankedCards);
    server.use(
      mockEndpoint(getQuotationMarketPrice, {
        marketPrice: marketPrice({ medianAllInCost: 2_751_400 }),
      }).handler,
    );
    renderQuotationApp(path);
    await waitFor(() =>
      expect(
        bidderCards().map((card) => card.querySelector('[data-part="comparison"]')?.textContent),
      ).toEqual([
        '실거래 중간값보다 708,720원 저렴해요',
        '실거래 중간값과 같아요',
        '실거래 중간값보다 764,020원 비싸요',
      ]),
    );
    expect(within(bidderCards()[0]!).getByText('보통 12분 안에 견적을 보내요')).toBeInTheDocument();
    expect(within(bidderCards()[0]!).getByText('낙찰 2건')).toBeInTheDocument();
  });

  it('compares nothing while too few deals are like the request', async () => {
    serve(rankedCards);
    renderQuotationApp(path);
    expect(await screen.findByText('잠실 통신플라자')).toBeInTheDocument();
    expect(screen.queryByText(/실거래 중간값/)).not.toBeInTheDocument();
  });

  it('ranks the quotes by all-in cost, marks the cheapest and says what it saves', async () => {
    const endpoint = serve(rankedCards);
    renderQuotationApp(path);

    expect(await screen.findByRole('heading', { name: '갤럭시 S26' })).toBeInTheDocument();
    const query = endpoint.calls[0]!.url.searchParams;
    expect(query.get('quotationId')).toBe('26');
    expect(query.get('sortOrder')).toBe('lowestAllInCost');
    expect(screen.getByText('판매점 3곳이 견적을 보냈어요')).toBeInTheDocument();
    expect(
      screen.getByText('최저가 견적이 가장 비싼 견적보다 1,472,740원 아껴요'),
    ).toBeInTheDocument();
    // 24 hours left by the server's deadline.
    expect(screen.getByRole('timer')).toHaveTextContent('24:00:00');

    const cards = bidderCards();
    expect(cards.map((card) => card.querySelector('[data-part="name"]')?.textContent)).toEqual([
      '잠실 통신플라자',
      '대전 둔산 통신',
      '대구 동성로 모바일',
    ]);
    const [first, second] = cards;
    expect(within(first!).getByText('최저가 견적')).toBeInTheDocument();
    expect(within(first!).getByText('24개월 총 비용', { exact: false })).toBeInTheDocument();
    expect(within(first!).getByText('2,042,680원')).toBeInTheDocument();
    expect(within(second!).queryByText('최저가 견적')).toBeNull();
    expect(within(second!).getByText('2,751,400원')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: '구매 신청하기' })).toBeEnabled();
  });

  it('marks nothing and says so when every quote costs the same; no line for a single quote', async () => {
    serve(
      rankedCards.map((card) => ({ ...card, allInCost: 2_000_000 })),
      { cheapestSaving: 0 },
    );
    const { unmount } = renderQuotationApp(path);
    expect(await screen.findByText('모든 견적의 총 비용이 같아요')).toBeInTheDocument();
    expect(screen.queryByText('최저가 견적')).toBeNull();
    unmount();

    serve(rankedCards.slice(0, 1), { cheapestSaving: null });
    renderQuotationApp(path);
    await screen.findByText('판매점 1곳이 견적을 보냈어요');
    expect(screen.queryByText(/아껴요|같아요/)).toBeNull();
    expect(screen.queryByText('최저가 견적')).toBeNull();
  });

  it('counts down from the server’s deadline, not 48 hours from the device, and closes at zero', async () => {
    // 48 hours after `createdAt` has long passed on this clock; the server's deadline has not.
    clockAt('2026-11-27T02:59:58.000Z');
    const endpoint = serve(rankedCards, {
      createdAt: '2026-11-24T00:00:00.000Z',
      deadlineAt: requestDeadline,
    });
    renderQuotationApp(path);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('00:02');
    for (const card of bidderCards()) {
      expect(within(card).getByRole('button', { name: '구매 신청하기' })).toBeEnabled();
    }

    const closed = serve(rankedCards, { isOpen: false });
    vi.setSystemTime(new Date(requestDeadline));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('마감'), {
      timeout: 3000,
    });
    await waitFor(() => {
      for (const card of bidderCards()) {
        expect(within(card).getByRole('button', { name: '구매 신청하기' })).toBeDisabled();
      }
    });
    expect(screen.getByText('더 이상 견적을 받거나 구매 신청할 수 없어요.')).toBeInTheDocument();
    // The list is asked again at zero, so the server confirms the closing.
    expect(endpoint.calls).toHaveLength(1);
    await waitFor(() => expect(closed.calls).toHaveLength(1));
  });

  it('shows 마감 when the server has closed the request, whatever the device clock says', async () => {
    serve(rankedCards, { isOpen: false });
    renderQuotationApp(path);
    expect(await screen.findByRole('timer')).toHaveTextContent('마감');
    for (const card of bidderCards()) {
      expect(within(card).getByRole('button', { name: '구매 신청하기' })).toBeDisabled();
      expect(within(card).getByRole('button', { name: '견적 상세 보기' })).toBeEnabled();
    }
  });

  it('after the purchase request: the chosen quote marked, the others kept as not chosen, no 마감', async () => {
    const [cheapest, chosen, dearest] = rankedCards.map((card) => card.estimationId);
    serve(
      rankedCards.map((card) => ({
        ...card,
        status: card.estimationId === chosen ? 'SELECTED' : 'NOT_SELECTED',
      })),
      { isOpen: false, selectedEstimationId: chosen! },
    );
    renderQuotationApp(path);
    expect(
      await screen.findByText('구매 신청한 견적이 있어요. 판매점에서 곧 연락드려요.'),
    ).toBeInTheDocument();
    expect(screen.getByText('판매점 3곳이 견적을 보냈어요')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const descriptions = bidderCards().map((card) => card.getAttribute('aria-describedby'));
    expect(descriptions.every(Boolean)).toBe(true);
    const marks = Object.fromEntries(
      bidderCards().map((card, index) => [rankedCards[index]!.estimationId, card]),
    );
    expect(marks[chosen!]).toHaveAccessibleDescription('구매 신청한 견적');
    expect(marks[cheapest!]).toHaveAccessibleDescription('선택하지 않은 견적');
    expect(marks[dearest!]).toHaveAccessibleDescription('선택하지 않은 견적');
    expect(screen.queryByRole('button', { name: /구매 신청하기/ })).not.toBeInTheDocument();
  });

  it('keeps a quote withdrawn for its store, marked so, with nothing to choose or open', async () => {
    const [open, withdrawn] = rankedCards;
    serve([open!, { ...withdrawn!, status: 'WITHDRAWN', withdrawnForStore: true }], {
      estimationCount: 1,
      cheapestSaving: null,
    });
    renderQuotationApp(path);
    await waitFor(() => expect(bidderCards()).toHaveLength(2));
    const [openCard, withdrawnCard] = bidderCards();
    expect(withdrawnCard).toHaveAccessibleDescription(storeWithdrawnQuoteNotice);
    expect(within(withdrawnCard!).queryByRole('button', { name: '구매 신청하기' })).toBeNull();
    expect(within(withdrawnCard!).getByRole('button', { name: '견적 상세 보기' })).toBeDisabled();
    expect(within(openCard!).getByRole('button', { name: '구매 신청하기' })).toBeEnabled();
    expect(within(withdrawnCard!).queryByRole('link', { name: /판매점에 문의하기/ })).toBeNull();
  });

  it('lets the buyer ask each store, counting the messages it sent that are unread', async () => {
    serve(rankedCards);
    serveUnreadMessages(
      server,
      buyerUnreadMessages({
        total: 2,
        requests: [{ quotationId: 26, unread: 2, estimations: [{ estimationId: 91, unread: 2 }] }],
      }),
    );
    renderQuotationApp(path);
    await waitFor(() =>
      expect(within(bidderCards()[1]!).getByText('새 메시지 2개')).toBeInTheDocument(),
    );
    const [first, second] = bidderCards();
    expect(within(first!).getByRole('link', { name: '판매점에 문의하기' })).toHaveAttribute(
      'href',
      paths.conversation(93),
    );
    expect(
      within(second!).getByRole('link', { name: '판매점에 문의하기 새 메시지 2개' }),
    ).toHaveAttribute('href', paths.conversation(91));
    expect(within(first!).queryByText(/새 메시지/)).toBeNull();
  });

  it('waits for the first quote with the countdown running', async () => {
    serve([], { cheapestSaving: null });
    renderQuotationApp(path);
    expect(await screen.findByText('아직 도착한 견적이 없어요')).toBeInTheDocument();
    expect(screen.getByText('아직 견적을 보낸 판매점이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('24:00:00');
  });

  it('goes back to the quote check, saying why, when the request is gone', async () => {
    server.use(
      mockEndpoint(listEstimationsByQuotation, () =>
        apiErrorResponse(404, '견적 요청을 찾을 수 없어요.'),
      ).handler,
    );
    const { router } = renderQuotationApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotation-check'));
    expect(await screen.findByText('견적 요청을 찾을 수 없어요.')).toBeInTheDocument();
  });

  it('opens a quote’s detail in its category’s kind', async () => {
    const user = userEvent.setup();
    serve(rankedCards);
    const { router } = renderQuotationApp(path);
    await screen.findByRole('heading', { name: '갤럭시 S26' });
    server.use(
      mockEndpoint(getEstimationDetail, estimationDetail({ estimationId: 91 })).handler,
      mockEndpoint(listEstimationsByQuotation, () => apiErrorResponse(500, '')).handler,
    );
    await user.click(within(bidderCards()[1]!).getByRole('button', { name: '견적 상세 보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotation-details/91/1'));
    expect(await screen.findByText('가격 상세')).toBeInTheDocument();
  });

  it('asks for consent before a purchase request and sends it with the request', async () => {
    const user = userEvent.setup();
    serve(rankedCards);
    const selection = mockEndpoint(selectEstimation, {
      selectionId: 1,
      quotationId: 26,
      estimationId: 91,
      storeName: '대전 둔산 통신',
    });
    server.use(selection.handler);
    const { router } = renderQuotationApp(path);
    await screen.findByRole('heading', { name: '갤럭시 S26' });

    await user.click(within(bidderCards()[1]!).getByRole('button', { name: '구매 신청하기' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '대전 둔산 통신에 구매 신청할까요?',
    });
    expect(within(dialog).getByText('제공받는 자')).toBeInTheDocument();
    expect(within(dialog).getAllByText('대전 둔산 통신').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('이름, 휴대폰 번호')).toBeInTheDocument();
    expect(within(dialog).getByText('동의를 거부할 권리')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: '구매 신청하기' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(selectionConsentMessages.required);

    await user.click(
      within(dialog).getByRole('checkbox', { name: selectionConsentLabel('대전 둔산 통신') }),
    );
    await user.click(confirm);

    const done = await screen.findByRole('alertdialog', { name: '구매 신청을 완료했어요' });
    expect(done).toHaveTextContent('판매점에서 곧 연락드려요.');
    expect(selection.calls).toHaveLength(1);
    expect(selection.calls[0]!.body).toEqual({
      estimationId: 91,
      consent: { agreed: true, version: selectionConsentVersion },
    });
    await user.click(within(done).getByRole('button', { name: '구매 신청 내역 보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-quote-request-history'));
    expect(await screen.findByText('구매 신청 내역 화면')).toBeInTheDocument();
  });

  it('shows the API’s message when the request was already chosen or closed (409)', async () => {
    const user = userEvent.setup();
    const list = serve(rankedCards);
    server.use(
      mockEndpoint(selectEstimation, () => apiErrorResponse(409, '이미 구매 신청한 견적이 있어요.'))
        .handler,
    );
    renderQuotationApp(path);
    await screen.findByRole('heading', { name: '갤럭시 S26' });
    await user.click(within(bidderCards()[0]!).getByRole('button', { name: '구매 신청하기' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: '구매 신청하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '이미 구매 신청한 견적이 있어요.',
    );
    expect(within(dialog).getByRole('button', { name: '구매 신청하기' })).toBeDisabled();
    expect(screen.queryByRole('alertdialog', { name: '구매 신청을 완료했어요' })).toBeNull();
    // The list behind the dialog is refreshed.
    await waitFor(() => expect(list.calls.length).toBeGreaterThan(1));
  });

  it('toasts quotes for this request only, and refreshes the list', async () => {
    serve(rankedCards.slice(0, 2), { cheapestSaving: 708_720 });
    const { stream } = renderQuotationApp(path);
    await screen.findByText('판매점 2곳이 견적을 보냈어요');
    await waitFor(() => expect(stream.listening).toBe(1));

    act(() =>
      stream.emit({
        quotationId: 99,
        estimationId: 500,
        change: 'submitted',
        storeName: '다른 요청 매장',
      }),
    );
    serve(rankedCards);
    act(() =>
      stream.emit({
        quotationId: 26,
        estimationId: 92,
        change: 'submitted',
        storeName: '대구 동성로 모바일',
      }),
    );
    expect(await screen.findByText('대구 동성로 모바일에서 견적이 도착했어요')).toBeInTheDocument();
    expect(await screen.findByText('판매점 3곳이 견적을 보냈어요')).toBeInTheDocument();
    expect(screen.queryByText('다른 요청 매장에서 견적이 도착했어요')).toBeNull();

    act(() =>
      stream.emit({
        quotationId: 26,
        estimationId: 91,
        change: 'updated',
        storeName: '대전 둔산 통신',
      }),
    );
    expect(await screen.findByText('대전 둔산 통신에서 견적을 수정했어요')).toBeInTheDocument();
  });

  describe('견적 그만 받기', () => {
    it('closes the request after the buyer confirms and shows it in the history', async () => {
      const user = userEvent.setup();
      serve(rankedCards);
      const close = mockEndpoint(closeQuotation, { quotationId: 26 });
      server.use(close.handler);
      renderQuotationApp(path);

      await user.click(await screen.findByRole('button', { name: '견적 그만 받기' }));
      const dialog = await screen.findByRole('alertdialog', { name: '견적을 그만 받으시겠어요?' });
      expect(close.calls).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: '그만 받기' }));

      expect(await screen.findByText('미선택 내역 화면')).toBeInTheDocument();
      expect(close.calls[0]?.url.pathname).toBe('/api/v2/quotation-list/quotations/26/close');
      expect((await screen.findAllByText(doneMessages.quotesStopped)).length).toBeGreaterThan(0);
    });

    it('does nothing when the buyer keeps taking quotes', async () => {
      const user = userEvent.setup();
      serve(rankedCards);
      const close = mockEndpoint(closeQuotation, { quotationId: 26 });
      server.use(close.handler);
      renderQuotationApp(path);

      await user.click(await screen.findByRole('button', { name: '견적 그만 받기' }));
      const dialog = await screen.findByRole('alertdialog', { name: '견적을 그만 받으시겠어요?' });
      await user.click(within(dialog).getByRole('button', { name: '계속 받기' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(close.calls).toHaveLength(0);
    });

    it('keeps the dialog open with the reason when the request is no longer open', async () => {
      const user = userEvent.setup();
      serve(rankedCards);
      server.use(
        mockEndpoint(closeQuotation, () => apiErrorResponse(409, quotationClosingMessages.notOpen))
          .handler,
      );
      renderQuotationApp(path);

      await user.click(await screen.findByRole('button', { name: '견적 그만 받기' }));
      const dialog = await screen.findByRole('alertdialog', { name: '견적을 그만 받으시겠어요?' });
      await user.click(within(dialog).getByRole('button', { name: '그만 받기' }));
      expect(await within(dialog).findByText(quotationClosingMessages.notOpen)).toBeInTheDocument();
    });

    it('is not offered once the request is closed', async () => {
      serve(rankedCards, { isOpen: false });
      renderQuotationApp(path);
      expect(await screen.findByRole('heading', { name: '갤럭시 S26' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '견적 그만 받기' })).not.toBeInTheDocument();
    });
  });
});
