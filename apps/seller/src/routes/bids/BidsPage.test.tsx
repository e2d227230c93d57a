import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  getDealerUnreadMessages,
  listSellerEstimations,
  type SellerEstimationListItem,
} from '@quotemarket/contract';
import { paths } from '../../paths';
import { installFakeIntersectionObserver } from '@quotemarket/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderConsole,
  setupMswServer,
} from '../../testing/renderConsole';
import { listPage, numbered, sellerEstimationListItem } from '@quotemarket/contract/testing';
import { serveSellerProfile } from '../../testing/sellerFixtures';

const server = setupMswServer();
const { showListEnd } = installFakeIntersectionObserver();

function serveEstimations(
  answer: (query: URLSearchParams) => SellerEstimationListItem[] | Response,
  totalElements?: number,
) {
  serveSellerProfile(server);
  const mock = mockEndpoint(listSellerEstimations, ({ url }) => {
    const list = answer(url.searchParams);
    return list instanceof Response ? list : listPage(list, totalElements ?? list.length);
  });
  server.use(mock.handler);
  return mock;
}

/** The figure a card shows under `term` (the description beside it). */
function figure(card: HTMLElement, term: string) {
  return within(card).getByText(term).nextElementSibling;
}

const inTwoHours = () => new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();

describe('BidsPage', () => {
  it('opens each quote’s conversation from its row, with what the buyer wrote unread', async () => {
    serveEstimations(() => [
      sellerEstimationListItem(1, { deadlineAt: inTwoHours() }),
      sellerEstimationListItem(2, { outcome: 'SELECTED' }),
    ]);
    server.use(
      mockEndpoint(getDealerUnreadMessages, {
        total: 3,
        requests: [{ quotationId: 101, estimationId: 1, unread: 3 }],
      }).handler,
    );
    renderConsole({ entries: [paths.bids()] });

    const pending = await screen.findByRole('article', { name: '갤럭시 S26 1' });
    const messages = await within(pending).findByRole('link', { name: '메시지 안 읽음 3' });
    expect(messages).toHaveAttribute('href', '/requests/101?view=messages');
    const chosen = screen.getByRole('article', { name: '갤럭시 S26 2' });
    expect(within(chosen).getByRole('link', { name: '메시지' })).toHaveAttribute(
      'href',
      paths.requestMessages(102),
    );
  });

  it('shows each sent quote with its outcome, figures, time left and the way to its request', async () => {
    const mock = serveEstimations(() => [
      sellerEstimationListItem(1, { deadlineAt: inTwoHours() }),
      sellerEstimationListItem(2, { outcome: 'SELECTED' }),
    ]);
    renderConsole({ entries: [paths.bids()] });

    expect(await screen.findByRole('heading', { level: 1, name: '보낸 견적' })).toBeInTheDocument();
    const pending = await screen.findByRole('article', { name: '갤럭시 S26 1' });
    expect(within(pending).getByText('선택 기다리는 중')).toBeInTheDocument();
    expect(within(pending).getByText(/휴대폰 ·/)).toHaveTextContent(
      '휴대폰 · 2026.11.20 18:00 보냄',
    );
    expect(figure(pending, '총 지원금')).toHaveTextContent('650,000원');
    expect(figure(pending, '월 납부액')).toHaveTextContent('92,938원');
    expect(figure(pending, '약정 기간')).toHaveTextContent('24개월');
    expect(within(pending).getByRole('timer', { name: /^마감까지 남은 시간/ })).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: '갤럭시 S26 1' })).toHaveAttribute(
      'href',
      '/requests/101',
    );

    const won = screen.getByRole('article', { name: '갤럭시 S26 2' });
    expect(within(won).getByText('낙찰')).toBeInTheDocument();
    expect(within(won).queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('총 2건')).toBeInTheDocument();
    expect(mock.calls[0]?.url.search).toBe('?page=1&size=10');
  });

  it('names an internet plan’s and a rental’s figures in their own words', async () => {
    serveEstimations(() => [
      sellerEstimationListItem(3, {
        categoryId: 2,
        outcome: 'CLOSED',
        summary: {
          kind: 'internet',
          upfrontBenefit: 340_000,
          monthlyPayment: 50_600,
          contractDuration: 36,
        },
      }),
      sellerEstimationListItem(4, {
        categoryId: 3,
        outcome: 'WITHDRAWN',
        summary: {
          kind: 'rental',
          upfrontBenefit: 160_000,
          monthlyPayment: 25_256,
          contractDuration: 60,
        },
      }),
    ]);
    renderConsole({ entries: [paths.bids()] });

    const internet = await screen.findByRole('article', { name: '갤럭시 S26 3' });
    expect(figure(internet, '현금 사은품')).toHaveTextContent('340,000원');
    expect(figure(internet, '결합 후 월 요금')).toHaveTextContent('50,600원');
    expect(within(internet).getByText('마감')).toBeInTheDocument();
    expect(within(internet).queryByText('총 지원금')).not.toBeInTheDocument();
    const rental = screen.getByRole('article', { name: '갤럭시 S26 4' });
    expect(figure(rental, '매장 지원금')).toHaveTextContent('160,000원');
    expect(figure(rental, '월 렌탈료')).toHaveTextContent('25,256원');
    expect(figure(rental, '약정 기간')).toHaveTextContent('60개월');
    expect(within(rental).getByText('철회함')).toBeInTheDocument();
  });

  it('says why each quote that was not chosen ended, and nothing of the winner', async () => {
    serveEstimations(() => [
      sellerEstimationListItem(5, { outcome: 'NOT_SELECTED', closedReason: 'SELECTED_ELSEWHERE' }),
      sellerEstimationListItem(6, { outcome: 'CLOSED', closedReason: 'BUYER_CLOSED' }),
      sellerEstimationListItem(7, { outcome: 'CLOSED', closedReason: 'EXPIRED' }),
      sellerEstimationListItem(8, { outcome: 'CLOSED', closedReason: 'OPERATOR_CLOSED' }),
      sellerEstimationListItem(9, { outcome: 'SELECTED' }),
    ]);
    renderConsole({ entries: [paths.bids()] });

    const reasons = {
      5: '다른 판매점이 선택됐어요',
      6: '고객이 견적 받기를 그만뒀어요',
      7: '선택 없이 마감됐어요',
      8: '운영자가 종료했어요',
    };
    for (const [id, reason] of Object.entries(reasons)) {
      const card = await screen.findByRole('article', { name: `갤럭시 S26 ${id}` });
      expect(within(card).getByText(reason)).toBeInTheDocument();
    }
    const won = screen.getByRole('article', { name: '갤럭시 S26 9' });
    expect(won.querySelector('[data-part="closed-reason"]')).toBeNull();
  });

  it('shows the reason live when a request the dealer bid on ends', async () => {
    let closed = false;
    serveEstimations(() => [
      closed
        ? sellerEstimationListItem(1, { outcome: 'CLOSED', closedReason: 'BUYER_CLOSED' })
        : sellerEstimationListItem(1, { deadlineAt: inTwoHours() }),
    ]);
    const { events } = renderConsole({ entries: [paths.bids()] });
    const card = await screen.findByRole('article', { name: '갤럭시 S26 1' });
    expect(within(card).getByText('선택 기다리는 중')).toBeInTheDocument();
    await waitFor(() => expect(events.listening).toBe(1));

    closed = true;
    act(() =>
      events.emit({
        quotationId: 101,
        categoryId: 1,
        change: 'closed',
        mine: true,
        closedReason: 'BUYER_CLOSED',
      }),
    );

    const updated = await screen.findByRole('article', { name: '갤럭시 S26 1' });
    await waitFor(() =>
      expect(within(updated).getByText('고객이 견적 받기를 그만뒀어요')).toBeInTheDocument(),
    );
    expect(within(updated).getByText('마감')).toBeInTheDocument();
  });

  it('asks for the chosen outcome and keeps it in the address', async () => {
    const user = userEvent.setup();
    const mock = serveEstimations((query) =>
      query.get('outcome') === 'SELECTED'
        ? [sellerEstimationListItem(9, { outcome: 'SELECTED' })]
        : [sellerEstimationListItem(1)],
    );
    const { router } = renderConsole({ entries: [paths.bids()] });
    await screen.findByRole('article', { name: '갤럭시 S26 1' });

    const chips = screen.getByRole('radiogroup', { name: '결과별로 보기' });
    await user.click(within(chips).getByRole('radio', { name: '낙찰' }));

    expect(await screen.findByRole('article', { name: '갤럭시 S26 9' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '갤럭시 S26 1' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?outcome=SELECTED');
    expect(mock.calls.at(-1)?.url.search).toBe('?outcome=SELECTED&page=1&size=10');

    await user.click(within(chips).getByRole('radio', { name: '전체' }));
    expect(await screen.findByRole('article', { name: '갤럭시 S26 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('starts from the outcome in the address', async () => {
    const mock = serveEstimations(() => []);
    renderConsole({ entries: [`${paths.bids()}?outcome=NOT_SELECTED`] });

    expect(await screen.findByText('‘선택 안 됨’에 해당하는 견적이 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '선택 안 됨' })).toBeChecked();
    expect(mock.calls[0]?.url.searchParams.get('outcome')).toBe('NOT_SELECTED');
  });

  it('ignores an outcome it does not know and lists every quote', async () => {
    const mock = serveEstimations(() => []);
    renderConsole({ entries: [`${paths.bids()}?outcome=LOST`] });

    expect(await screen.findByText('아직 보낸 견적이 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '견적 요청 보러 가기' })).toHaveAttribute('href', '/');
    expect(mock.calls[0]?.url.searchParams.has('outcome')).toBe(false);
  });

  it('loads the next ten at the end of the list', async () => {
    const mock = serveEstimations(
      (query) =>
        query.get('page') === '1'
          ? numbered(10, (n) => sellerEstimationListItem(n))
          : [sellerEstimationListItem(11)],
      11,
    );
    renderConsole({ entries: [paths.bids()] });
    await screen.findByRole('article', { name: '갤럭시 S26 1' });

    showListEnd();

    await waitFor(() => expect(mock.calls).toHaveLength(2));
    expect(mock.calls[1]?.url.searchParams.get('page')).toBe('2');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '보낸 견적' })).getAllByRole('listitem')[0],
      ).toHaveAttribute('aria-setsize', '11'),
    );
  });

  it('says so when the list cannot load, and loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let fail = true;
    serveEstimations(() =>
      fail ? apiErrorResponse(500, '일시적인 문제가 생겼어요.') : [sellerEstimationListItem(1)],
    );
    renderConsole({ entries: [paths.bids()] });

    expect(await screen.findByText('보낸 견적을 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('article', { name: '갤럭시 S26 1' })).toBeInTheDocument();
  });
});
