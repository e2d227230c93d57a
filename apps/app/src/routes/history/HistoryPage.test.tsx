import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getBuyerUnreadMessages,
  listEstimationsByQuotation,
  listPendingHistory,
  listSelectedHistory,
  quotationEvents,
  toApiUrl,
  type HistoryListItem,
  type PendingHistoryItem,
} from '@quotemarket/contract';
import { estimationCard, historyItem, pendingItem } from '@quotemarket/contract/testing';
import { apiErrorResponse, mockEndpoint, silenceConsoleErrors } from '../../testing/renderApp';
import { renderHistoryApp, setupHistoryTest } from './historyTestApp';
import { installFakeIntersectionObserver } from '@quotemarket/testing';

const server = setupHistoryTest(() => import('./HistoryPage'));

const { showListEnd } = installFakeIntersectionObserver();

function paged<Item>(content: Item[], totalElements = content.length) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / 10) };
}

function serveSelected(answer: (query: URLSearchParams) => HistoryListItem[] | Response) {
  const mock = mockEndpoint(listSelectedHistory, ({ url }) => {
    const content = answer(url.searchParams);
    return content instanceof Response ? content : paged(content, 12);
  });
  server.use(mock.handler);
  return mock;
}

function servePending(answer: PendingHistoryItem[]) {
  const mock = mockEndpoint(listPendingHistory, paged(answer));
  server.use(mock.handler);
  return mock;
}

const tenDeals = Array.from({ length: 10 }, (_, index) => historyItem(index + 1));

describe('history tabs', () => {
  beforeEach(() => {});
  afterEach(() => {
    vi.restoreAllMocks();
    server.events.removeAllListeners();
  });

  it('shows the two tabs as links, the address choosing the active one', async () => {
    serveSelected(() => []);
    servePending([]);
    const { router } = renderHistoryApp('/my-quote-request-history');
    const tabs = await screen.findByRole('tablist', { name: '견적 내역' });
    const selected = within(tabs).getByRole('tab', { name: '선택한 견적' });
    const other = within(tabs).getByRole('tab', { name: '선택하지 않은 견적' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(other).toHaveAttribute('href', '/my-non-successful-bid-history');

    await userEvent.click(other);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/my-non-successful-bid-history'),
    );
    expect(
      await screen.findByRole('tab', { name: '선택하지 않은 견적', selected: true }),
    ).toBeInTheDocument();
  });

  it('shows each chosen quote as a card with its figures and the way to its detail', async () => {
    serveSelected(() => [historyItem(41)]);
    renderHistoryApp('/my-quote-request-history');
    const card = await screen.findByRole('group', { name: '갤럭시 S25 41' });
    expect(within(card).getByText('강남 폰가게')).toBeInTheDocument();
    expect(within(card).getByText('최저가 견적')).toBeInTheDocument();
    expect(within(card).getByText('총 지원금').nextSibling).toHaveTextContent('300,000원');
    expect(within(card).getByText('월 납부액').nextSibling).toHaveTextContent('80,000원');
    expect(within(card).getByText('요금제 (월)').nextSibling).toHaveTextContent('60,000원');
    expect(within(card).getByRole('link', { name: '견적 상세 보기' })).toHaveAttribute(
      'href',
      '/my-quote-history-details/41/5',
    );
  });

  it('shows an internet deal’s cash gift and bundled fee from the list itself', async () => {
    const list = serveSelected(() => [
      historyItem(28, {
        categoryId1: 2,
        productName: 'LG U+ 1GB 인터넷+TV',
        internet: 'LG U+ > 1기가 > 인터넷+TV',
        storeSubsidy: null,
        publiclyAnnouncedSubsidy: null,
        totalFeeMonthly: null,
        contractDuration: 36,
        cashGift: 340_000,
        monthlyBundledRate: 50_600,
      }),
    ]);
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) =>
      requests.push(new URL(request.url).pathname),
    );
    renderHistoryApp('/my-quote-request-history');
    const card = await screen.findByRole('group', { name: 'LG U+ > 1기가 > 인터넷+TV' });
    expect(within(card).getByText('현금 사은품').nextSibling).toHaveTextContent('340,000원');
    expect(within(card).getByText('결합 후 월 요금').nextSibling).toHaveTextContent(
      '50,600원 · 36개월',
    );
    expect(within(card).queryByText('총 지원금')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '견적 상세 보기' })).toHaveAttribute(
      'href',
      '/my-quote-history-details-internet/28/5',
    );
    // The card asks for nothing beyond the list: no quote detail per card. (The layout's live
    // stream and unread-message count are asked on every page a buyer is signed in on.)
    expect(list.calls).toHaveLength(1);
    const expected = [quotationEvents.path, getBuyerUnreadMessages.path, listSelectedHistory.path];
    expect(requests.filter((path) => !expected.map(toApiUrl).includes(path))).toEqual([]);
  });

  it('says so when nothing was chosen yet', async () => {
    serveSelected(() => []);
    renderHistoryApp('/my-quote-request-history');
    expect(await screen.findByText('견적 선택 내역이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '견적 확인하러 가기' })).toHaveAttribute(
      'href',
      '/quotation-check',
    );
  });

  it('offers a retry when the list cannot load', async () => {
    silenceConsoleErrors();
    let fail = true;
    serveSelected(() =>
      fail ? apiErrorResponse(500, '서버에 문제가 생겼어요.') : [historyItem(41)],
    );
    renderHistoryApp('/my-quote-request-history');
    expect(await screen.findByText('견적 내역을 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('group', { name: '갤럭시 S25 41' })).toBeInTheDocument();
  });

  it('loads the next ten at the end, and a new sort clears the list and starts again at page 1', async () => {
    const user = userEvent.setup();
    const mock = serveSelected((query) => {
      if (query.get('sortOrder') === 'lowestMonthlyFee') return [historyItem(90)];
      return query.get('page') === '1' ? tenDeals : [historyItem(11), historyItem(12)];
    });
    const { router } = renderHistoryApp('/my-quote-request-history');
    await screen.findByRole('group', { name: '갤럭시 S25 1' });
    expect(screen.getByText('총 12건')).toBeInTheDocument();
    showListEnd();
    await waitFor(() => expect(mock.calls).toHaveLength(2));
    expect(mock.calls[1]?.url.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: '정렬 바꾸기, 지금 최신순' }));
    const sheet = await screen.findByRole('dialog', { name: '정렬' });
    await user.click(within(sheet).getByRole('radio', { name: '월 요금 낮은 순' }));
    // Nothing reloads until the choice is applied.
    expect(mock.calls).toHaveLength(2);
    await user.click(within(sheet).getByRole('button', { name: '적용하기' }));

    expect(await screen.findByRole('group', { name: '갤럭시 S25 90' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '갤럭시 S25 1' })).not.toBeInTheDocument();
    const last = mock.calls.at(-1)!.url.searchParams;
    expect(last.get('sortOrder')).toBe('lowestMonthlyFee');
    expect(last.get('page')).toBe('1');
    expect(last.get('size')).toBe('10');
    expect(mock.calls).toHaveLength(3);
    expect(router.state.location.search).toBe('?sort=lowestMonthlyFee');
    expect(screen.getByRole('button', { name: '정렬 바꾸기, 지금 월 요금 낮은 순' })).toHaveFocus();
  });

  it('starts a sort seen before again from page 1', async () => {
    const user = userEvent.setup();
    const mock = serveSelected((query) =>
      query.get('page') === '1' ? tenDeals : [historyItem(11)],
    );
    renderHistoryApp('/my-quote-request-history?sort=highestAmountFunding');
    await screen.findByRole('group', { name: '갤럭시 S25 1' });
    showListEnd();
    await waitFor(() => expect(mock.calls).toHaveLength(2));

    for (const label of ['최신순', '지원금 높은 순']) {
      await user.click(screen.getByRole('button', { name: /정렬 바꾸기/ }));
      const sheet = await screen.findByRole('dialog', { name: '정렬' });
      await user.click(within(sheet).getByRole('radio', { name: label }));
      await user.click(within(sheet).getByRole('button', { name: '적용하기' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await waitFor(() => expect(mock.calls).toHaveLength(4));
    expect(mock.calls.slice(2).map((call) => Object.fromEntries(call.url.searchParams))).toEqual([
      { sortOrder: 'latest', page: '1', size: '10' },
      { sortOrder: 'highestAmountFunding', page: '1', size: '10' },
    ]);
  });
});

describe('not-selected history', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads a request’s quotes only when its card opens', async () => {
    const user = userEvent.setup();
    servePending([
      pendingItem(26, {
        highestSubsidy: 590_000,
        highestSubsidyStoreName: '잠실 통신플라자',
        biddingStoreCount: 4,
        lowestMonthlyFee: 75_074,
        contractMonths: 24,
      }),
      pendingItem(30, {
        applicationStatus: '견적 마감',
        biddingStoreCount: 2,
        highestSubsidy: 90_000,
      }),
    ]);
    const quotes = mockEndpoint(listEstimationsByQuotation, ({ url }) => ({
      list: [
        estimationCard(1, { storeName: '잠실 통신플라자', allInCost: 2_042_680 }),
        estimationCard(2, { storeName: '대구 동성로 모바일', allInCost: 3_515_420 }),
      ],
      totalElements: 4,
      totalPages: 1,
      quotation: {
        quotationId: Number(url.searchParams.get('quotationId')),
        createdAt: '2026-11-20T10:00:00.000Z',
        deadlineAt: '2026-11-22T10:00:00.000Z',
        productName: '갤럭시 S26',
        estimationCount: 4,
        isOpen: true,
        selectedEstimationId: null,
        cheapestSaving: null,
      },
    }));
    server.use(quotes.handler);
    renderHistoryApp('/my-non-successful-bid-history');

    const toggle = await screen.findByRole('button', { name: /갤럭시 S26 26/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('견적 진행 중');
    expect(toggle).toHaveTextContent('최대 590,000원');
    expect(quotes.calls).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const content = screen.getByRole('group', { name: /갤럭시 S26 26/ });
    expect(within(content).getByText('최대 지원금').nextSibling).toHaveTextContent('590,000원');
    expect(within(content).getByText('잠실 통신플라자', { selector: 'dd' })).toBeInTheDocument();
    expect(within(content).getByText('입찰한 판매점').nextSibling).toHaveTextContent('4곳');
    expect(within(content).getByText('출고가').nextSibling).toHaveTextContent('1,155,000원');
    expect(within(content).getByText('최저 월 납부액').nextSibling).toHaveTextContent('75,074원');
    expect(within(content).getByText('약정 기간').nextSibling).toHaveTextContent('24개월');

    const received = await within(content).findByRole('list', { name: '받은 견적 4개' });
    expect(within(received).getAllByRole('listitem')).toHaveLength(2);
    expect(within(received).getByText('2,042,680원')).toBeInTheDocument();
    expect(quotes.calls).toHaveLength(1);
    expect(Object.fromEntries(quotes.calls[0]!.url.searchParams)).toMatchObject({
      quotationId: '26',
      sortOrder: 'highestAmountFunding',
    });
    expect(within(content).getByRole('link', { name: '받은 견적 모두 보기' })).toHaveAttribute(
      'href',
      '/check-quotation-details/26/7',
    );

    // Closing and opening again does not load it twice.
    await user.click(toggle);
    await user.click(toggle);
    expect(quotes.calls).toHaveLength(1);
  });

  it('names the figures of an internet plan and a rental in their own words', async () => {
    const user = userEvent.setup();
    servePending([
      pendingItem(40, {
        categoryId1: 2,
        productName: 'LG U+ 1GB 인터넷+TV',
        releasePrice: 59_400,
        applicationStatus: '견적 마감',
        biddingStoreCount: 0,
        highestSubsidy: 340_000,
        highestSubsidyStoreName: '역삼 인터넷 센터',
        lowestMonthlyFee: 50_600,
        contractMonths: 36,
      }),
      pendingItem(41, {
        categoryId1: 3,
        productName: '코웨이 아이콘 정수기 2',
        releasePrice: 1_290_000,
        applicationStatus: '견적 마감',
        biddingStoreCount: 0,
        highestSubsidy: 160_000,
        highestSubsidyStoreName: '판교 렌탈센터',
        lowestMonthlyFee: 25_256,
        contractMonths: 36,
      }),
    ]);
    renderHistoryApp('/my-non-successful-bid-history');

    await user.click(await screen.findByRole('button', { name: /LG U\+ 1GB 인터넷\+TV/ }));
    const internet = screen.getByRole('group', { name: /LG U\+ 1GB 인터넷\+TV/ });
    expect(within(internet).getByText('최대 현금 사은품').nextSibling).toHaveTextContent(
      '340,000원',
    );
    expect(within(internet).getByText('역삼 인터넷 센터', { selector: 'dd' })).toBeInTheDocument();
    expect(within(internet).getByText('최저 월 요금').nextSibling).toHaveTextContent('50,600원');
    expect(within(internet).getByText('약정 기간').nextSibling).toHaveTextContent('36개월');
    expect(within(internet).queryByText('출고가')).not.toBeInTheDocument();
    expect(within(internet).queryByText('59,400원')).not.toBeInTheDocument();
    expect(within(internet).queryByText('최대 지원금')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /코웨이 아이콘 정수기 2/ }));
    const rental = screen.getByRole('group', { name: /코웨이 아이콘 정수기 2/ });
    expect(within(rental).getByText('최대 매장 지원금').nextSibling).toHaveTextContent('160,000원');
    expect(within(rental).getByText('최저 월 렌탈료').nextSibling).toHaveTextContent('25,256원');
    expect(within(rental).queryByText('출고가')).not.toBeInTheDocument();
    expect(within(rental).queryByText('1,290,000원')).not.toBeInTheDocument();
  });

  it('asks for no quotes of a request nobody bid on', async () => {
    const user = userEvent.setup();
    servePending([pendingItem(31, { applicationStatus: '입찰 없음' })]);
    const quotes = mockEndpoint(listEstimationsByQuotation, () =>
      apiErrorResponse(500, '불려서는 안 돼요'),
    );
    server.use(quotes.handler);
    renderHistoryApp('/my-non-successful-bid-history');
    await user.click(await screen.findByRole('button', { name: /갤럭시 S26 31/ }));
    expect(await screen.findByText('입찰한 판매점이 없었어요.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '받은 견적 모두 보기' })).not.toBeInTheDocument();
    expect(quotes.calls).toHaveLength(0);
  });

  it('says so when every request has a selection', async () => {
    servePending([]);
    renderHistoryApp('/my-non-successful-bid-history');
    expect(await screen.findByText('선택하지 않은 견적 요청이 없어요')).toBeInTheDocument();
  });
});
