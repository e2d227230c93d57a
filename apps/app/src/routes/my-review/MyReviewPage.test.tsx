import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { listReviewHistory, type ReviewHistoryItem } from '@quotemarket/contract';
import { listPage, reviewHistoryItem } from '@quotemarket/contract/testing';
import { installFakeIntersectionObserver } from '@quotemarket/testing';
import { paths } from '../../paths';
import {
  apiErrorResponse,
  mockEndpoint,
  renderApp,
  setupMswServer,
  silenceConsoleErrors,
} from '../../testing/renderApp';
import { routes } from '../routes';

const server = setupMswServer();
const { showListEnd } = installFakeIntersectionObserver();

// Page chunks compile on first import; the login page is where a visitor without a token lands.
beforeAll(async () => {
  await Promise.all([import('./MyReviewPage'), import('../login/LoginPage')]);
});

function serveReviews(pages: ReviewHistoryItem[][], totalElements?: number) {
  const total = totalElements ?? pages.flat().length;
  const mock = mockEndpoint(listReviewHistory, ({ url }) =>
    listPage(pages[Number(url.searchParams.get('pageNo')) - 1] ?? [], total, 5),
  );
  server.use(mock.handler);
  return mock;
}

function renderMyReviews({ loggedIn = true } = {}) {
  return renderApp(routes, {
    entries: [paths.myReview()],
    api: 'msw',
    ...(loggedIn && { token: 'buyer-token' }),
  });
}

const list = () => screen.findByRole('list', { name: '내가 쓴 리뷰 목록' });

describe('my reviews page', () => {
  it('shows each review with its category, product, store, stars, text and date', async () => {
    serveReviews([
      [
        reviewHistoryItem(9, {
          productCategory: '정수기',
          productName: '코웨이 아이콘 정수기',
          storeName: '정수기 나라',
          rating: 5,
          review: '설치 기사님이 친절했어요.\n필터 교체 주기도 알려 주셨어요.',
          createdAt: '2026-11-20T15:30:00.000Z',
        }),
      ],
    ]);
    renderMyReviews();

    expect(
      await screen.findByRole('heading', { level: 1, name: '내가 쓴 리뷰' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: '코웨이 아이콘 정수기' });
    expect(within(card).getByText('정수기')).toBeInTheDocument();
    expect(within(card).getByText('정수기 나라')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '별점 5점 만점에 5점' })).toBeInTheDocument();
    expect(within(card).getByText(/설치 기사님이 친절했어요\./)).toHaveTextContent(
      '필터 교체 주기도 알려 주셨어요.',
    );
    // 15:30 UTC is already the 21st in Seoul.
    const date = within(card).getByText('2026.11.21');
    expect(date.closest('time')).toHaveAttribute('dateTime', '2026-11-20T15:30:00.000Z');
    expect(screen.getByText('내가 쓴 리뷰 1개')).toBeInTheDocument();
  });

  it('asks for the newest first, five at a time, and loads the next five at the end', async () => {
    const first = [1, 2, 3, 4, 5].map((id) => reviewHistoryItem(id));
    const mock = serveReviews([first, [reviewHistoryItem(6)]], 6);
    renderMyReviews();

    const rows = await list();
    await waitFor(() => expect(within(rows).getAllByRole('article')).toHaveLength(5));
    showListEnd();
    expect(await screen.findByRole('article', { name: '갤럭시 S26 6' })).toBeInTheDocument();
    expect(mock.calls.map((call) => Object.fromEntries(call.url.searchParams.entries()))).toEqual([
      { sortBy: 'createdAt', pageNo: '1', pageSize: '5' },
      { sortBy: 'createdAt', pageNo: '2', pageSize: '5' },
    ]);
    // A short page ends the list: no third request.
    showListEnd();
    expect(mock.calls).toHaveLength(2);
  });

  it('keeps the order the API gives (newest first)', async () => {
    serveReviews([
      [
        reviewHistoryItem(3, { createdAt: '2026-11-20T10:00:00.000Z' }),
        reviewHistoryItem(2, { createdAt: '2026-10-02T10:00:00.000Z' }),
      ],
    ]);
    renderMyReviews();
    const rows = await list();
    expect(
      within(rows)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['갤럭시 S26 3', '갤럭시 S26 2']);
  });

  it('says so when there are no reviews yet, with the way to the history', async () => {
    serveReviews([[]]);
    const user = userEvent.setup();
    const { router } = renderMyReviews();

    expect(await screen.findByText('아직 쓴 리뷰가 없어요')).toBeInTheDocument();
    expect(screen.queryByText(/내가 쓴 리뷰 \d+개/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '견적 내역 보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.quoteHistory()));
  });

  it('says the reviews could not be loaded and loads them again on retry', async () => {
    silenceConsoleErrors();
    let fail = true;
    server.use(
      mockEndpoint(listReviewHistory, () =>
        fail
          ? apiErrorResponse(500, '서버 오류')
          : { list: [reviewHistoryItem(1)], totalElements: 1, totalPages: 1 },
      ).handler,
    );
    const user = userEvent.setup();
    renderMyReviews();

    expect(await screen.findByText('리뷰를 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('article', { name: '갤럭시 S26 1' })).toBeInTheDocument();
  });

  it('names a review whose product is gone, and leaves out a missing category', async () => {
    serveReviews([[reviewHistoryItem(4, { productName: null, productCategory: null })]]);
    renderMyReviews();
    const card = await screen.findByRole('article', { name: '상품 정보 없음' });
    expect(within(card).queryByText('휴대폰')).not.toBeInTheDocument();
  });

  it('needs a login: without a token it goes to the login page', async () => {
    const mock = serveReviews([[reviewHistoryItem(1)]]);
    const { router } = renderMyReviews({ loggedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login()));
    expect(mock.calls).toHaveLength(0);
  });
});
