import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  getSellerProfile,
  listSellerInbox,
  successMessage,
  toApiUrl,
  type SellerQuotation,
} from '@quotemarket/contract';
import { paths } from '../../paths';
import { installFakeIntersectionObserver, testOrigin } from '@quotemarket/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderConsole,
  setupMswServer,
} from '../../testing/renderConsole';
import { listPage, numbered, sellerProfile } from '@quotemarket/contract/testing';
import { openRequest, serveSellerProfile } from '../../testing/sellerFixtures';

const server = setupMswServer();
const { showListEnd } = installFakeIntersectionObserver();

function serveInbox(answer: (query: URLSearchParams) => SellerQuotation[] | Response) {
  serveSellerProfile(server);
  const mock = mockEndpoint(listSellerInbox, ({ url }) => {
    const list = answer(url.searchParams);
    return list instanceof Response ? list : listPage(list);
  });
  server.use(mock.handler);
  return mock;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('InboxPage', () => {
  it('shows each open request: product, options, answers, time left, bids and my mark', async () => {
    const mock = serveInbox(() => [
      openRequest(1, { estimationCount: 3, myEstimationId: 9 }),
      openRequest(2, {
        answers: [
          { questionText: '통신사', answerText: 'KT' },
          { questionText: '가입 방법', answerText: '기기변경' },
          { questionText: '요금제', answerText: '5G 프리미어' },
          { questionText: '할부', answerText: '24개월' },
          { questionText: '약정', answerText: '선택약정' },
        ],
      }),
    ]);
    renderConsole({ entries: [paths.inbox()] });

    expect(screen.getByRole('heading', { level: 1, name: '견적 요청' })).toBeInTheDocument();
    const bidOn = await card('갤럭시 S26 1');
    expect(within(bidOn).getByRole('link', { name: '갤럭시 S26 1' })).toHaveAttribute(
      'href',
      '/requests/1',
    );
    expect(within(bidOn).getByText('삼성전자 · 휴대폰')).toBeInTheDocument();
    expect(within(bidOn).getByText('색상 블랙 · 용량 256GB')).toBeInTheDocument();
    expect(within(bidOn).getByText('SKT · 번호이동')).toBeInTheDocument();
    expect(within(bidOn).getByText('3개 매장 입찰')).toBeInTheDocument();
    expect(within(bidOn).getByText('입찰함')).toBeInTheDocument();
    expect(within(bidOn).getByRole('timer', { name: /^남은 시간 4[56]시간/ })).toBeInTheDocument();

    const fresh = screen.getByRole('article', { name: '갤럭시 S26 2' });
    expect(within(fresh).getByText('0개 매장 입찰')).toBeInTheDocument();
    expect(within(fresh).getByText('KT · 기기변경 · 5G 프리미어 외 2개')).toBeInTheDocument();
    expect(within(fresh).queryByText('입찰함')).not.toBeInTheDocument();
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({ page: '1', size: '10' });
  });

  it('says “마감” when the bidding window has run out', async () => {
    serveInbox(() => [openRequest(4, { deadlineAt: new Date(Date.now() - 1000).toISOString() })]);
    renderConsole({ entries: [paths.inbox()] });
    expect(within(await card('갤럭시 S26 4')).getByRole('timer')).toHaveTextContent('마감');
  });

  it('filters by the store’s categories and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    const mock = serveInbox((query) =>
      query.get('categoryId') === '2'
        ? [openRequest(20, { categoryId: 2, categoryNameKo: '인터넷' })]
        : [openRequest(1)],
    );
    const { router } = renderConsole({ entries: [paths.inbox()] });
    await card('갤럭시 S26 1');

    const chips = await screen.findByRole('radiogroup', { name: '카테고리로 거르기' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('radio')
          .map((chip) => chip.textContent),
      ).toEqual(['전체', '휴대폰', '인터넷']),
    );
    expect(within(chips).getByRole('radio', { name: '전체' })).toBeChecked();

    await user.click(within(chips).getByRole('radio', { name: '인터넷' }));
    expect(await card('갤럭시 S26 20')).toBeInTheDocument();
    expect(mock.calls.at(-1)!.url.searchParams.get('categoryId')).toBe('2');
    expect(router.state.location.search).toBe('?category=2');

    await user.click(within(chips).getByRole('radio', { name: '전체' }));
    // The unfiltered list was loaded first, without a categoryId, and comes back from there.
    expect(await card('갤럭시 S26 1')).toBeInTheDocument();
    expect(mock.calls[0]!.url.searchParams.has('categoryId')).toBe(false);
    expect(screen.queryByRole('article', { name: '갤럭시 S26 20' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows 전체 before the store’s profile arrives, so the list below keeps its place', async () => {
    serveInbox(() => [openRequest(1)]);
    let answerProfile = () => {};
    const profileAnswered = new Promise<void>((resolve) => {
      answerProfile = resolve;
    });
    server.use(
      http.get(`${testOrigin}${toApiUrl(getSellerProfile.path)}`, async () => {
        await profileAnswered;
        return HttpResponse.json({
          status_code: 200,
          message: successMessage,
          data: sellerProfile,
        });
      }),
    );
    renderConsole({ entries: [paths.inbox()] });
    const chips = await screen.findByRole('radiogroup', { name: '카테고리로 거르기' });
    expect(within(chips).getByRole('radio', { name: '전체' })).toBeChecked();
    expect(within(chips).getAllByRole('radio')).toHaveLength(1);
    answerProfile();
    expect(await within(chips).findByRole('radio', { name: '휴대폰' })).toBeInTheDocument();
  });

  it('opens with the filter the address holds, as after a reload', async () => {
    const mock = serveInbox(() => [openRequest(1)]);
    renderConsole({ entries: [`${paths.inbox()}?category=1`] });
    await card('갤럭시 S26 1');
    expect(mock.calls[0]!.url.searchParams.get('categoryId')).toBe('1');
    expect(await screen.findByRole('radio', { name: '휴대폰' })).toBeChecked();
  });

  it('loads the next ten at the end of the list', async () => {
    const mock = serveInbox((query) =>
      query.get('page') === '1' ? numbered(10, (n) => openRequest(n)) : [openRequest(11)],
    );
    renderConsole({ entries: [paths.inbox()] });
    await card('갤럭시 S26 1');
    showListEnd();
    await waitFor(() => expect(mock.calls).toHaveLength(2));
    expect(mock.calls[1]!.url.searchParams.get('page')).toBe('2');
  });

  it('says when nothing is waiting, and that new requests come in by themselves', async () => {
    serveInbox(() => []);
    renderConsole({ entries: [paths.inbox()] });
    expect(await screen.findByText('지금 견적을 기다리는 요청이 없어요.')).toBeInTheDocument();
    expect(screen.getByText(/새로고침하지 않아도 이 목록에 바로 나타나요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '모든 카테고리 보기' })).not.toBeInTheDocument();
  });

  it('offers every category again when a filtered list is empty', async () => {
    const user = userEvent.setup();
    serveInbox((query) => (query.has('categoryId') ? [] : [openRequest(1)]));
    const { router } = renderConsole({ entries: [`${paths.inbox()}?category=2`] });
    await user.click(await screen.findByRole('button', { name: '모든 카테고리 보기' }));
    expect(await card('갤럭시 S26 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('offers a retry when the list cannot load', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    serveInbox(() => (fail ? apiErrorResponse(500, '서버에 문제가 생겼어요.') : [openRequest(1)]));
    renderConsole({ entries: [paths.inbox()] });
    expect(await screen.findByText('견적 요청을 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await card('갤럭시 S26 1')).toBeInTheDocument();
  });

  it('shows a new request as soon as the live stream announces it', async () => {
    let waiting = [openRequest(1)];
    const mock = serveInbox(() => waiting);
    const { events } = renderConsole({ entries: [paths.inbox()] });
    await card('갤럭시 S26 1');
    expect(mock.calls).toHaveLength(1);

    waiting = [openRequest(2), openRequest(1)];
    act(() =>
      events.emit({
        quotationId: 2,
        categoryId: 1,
        change: 'opened',
        mine: false,
        closedReason: null,
      }),
    );
    expect(await card('갤럭시 S26 2')).toBeInTheDocument();
    expect(mock.calls).toHaveLength(2);
  });
});
