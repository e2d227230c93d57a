import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSellerStorePage, type SellerStorePage } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderRequestApp,
  setupMswServer,
} from '../../testing/renderApp';
import { paths } from '../../paths';

const server = setupMswServer();

beforeAll(async () => {
  await import('./StorePage');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An observer that reports its target in view at once: the end of the list is always reached. */
class AlwaysInView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

type StoreReview = SellerStorePage['ratings'][number];

function review(id: number, overrides: Partial<StoreReview> = {}): StoreReview {
  return {
    id,
    rating: 5,
    review: `친절하게 상담해 주셨어요 ${id}`,
    buyerName: '김*수',
    createdAt: '2026-11-01T03:00:00.000Z',
    reply: null,
    ...overrides,
  };
}

function storePage(
  ratings: SellerStorePage['ratings'],
  totalElements = ratings.length,
  hiddenReviewCount = 0,
) {
  return {
    totalElements,
    totalPages: Math.ceil(totalElements / 10),
    averageRating: 4.3,
    successfulBidCount: 27,
    hiddenReviewCount,
    seller: {
      id: 42,
      imageURL: null,
      storeName: '강남 모바일',
      firstName: '민수',
      successfulBidCount: 27,
      introduction: '',
      businessVerifiedAt: '2026-03-02T01:00:00.000Z',
      medianAnswerMinutes: 11.5 as number | null,
    },
    ratings,
  } satisfies SellerStorePage;
}

describe('store page', { timeout: 20_000 }, () => {
  it('shows the store: default photo, name, owner, fractional stars and completed bids', async () => {
    server.use(mockEndpoint(getSellerStorePage, storePage([review(1)])).handler);
    renderRequestApp({ path: paths.store(42) });
    expect(
      await screen.findByRole('heading', { level: 1, name: '강남 모바일' }),
    ).toBeInTheDocument();
    const header = document.querySelector('[data-qm="store-header"]')!;
    expect(header.querySelector('img')).toBeNull();
    expect(within(header as HTMLElement).getByText('민수')).toBeInTheDocument();
    expect(
      within(header as HTMLElement).getByRole('img', { name: '별점 5점 만점에 4.3점' }),
    ).toBeInTheDocument();
    expect(within(header as HTMLElement).getByText('낙찰 27건')).toBeInTheDocument();
    expect(
      within(header as HTMLElement).getByText('보통 12분 안에 견적을 보내요'),
    ).toBeInTheDocument();
    expect(screen.getByText('친절하게 상담해 주셨어요 1')).toBeInTheDocument();
  });

  it('says nothing of answer speed for a store without bids in 90 days', async () => {
    const page = storePage([review(1)]);
    page.seller.medianAnswerMinutes = null;
    server.use(mockEndpoint(getSellerStorePage, page).handler);
    renderRequestApp({ path: paths.store(42) });
    expect(
      await screen.findByRole('heading', { level: 1, name: '강남 모바일' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/견적을 보내요/)).not.toBeInTheDocument();
  });

  it('shows the store’s reply under the review it answers, and nothing under the others', async () => {
    server.use(
      mockEndpoint(
        getSellerStorePage,
        storePage([
          review(1, {
            reply: { content: '찾아 주셔서 고마워요!', updatedAt: '2026-11-02T05:00:00.000Z' },
          }),
          review(2),
        ]),
      ).handler,
    );
    renderRequestApp({ path: paths.store(42) });

    const list = await screen.findByRole('list', { name: '강남 모바일 리뷰' });
    const [answered, unanswered] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(answered).getByText('친절하게 상담해 주셨어요 1')).toBeInTheDocument();
    expect(within(answered).getByText('판매점 답글')).toBeInTheDocument();
    expect(within(answered).getByText('찾아 주셔서 고마워요!')).toBeInTheDocument();
    expect(within(unanswered).getByText('친절하게 상담해 주셨어요 2')).toBeInTheDocument();
    expect(within(unanswered).queryByText('판매점 답글')).not.toBeInTheDocument();
  });

  it('loads the reviews ten at a time, newest first, until a short page', async () => {
    vi.stubGlobal('IntersectionObserver', AlwaysInView);
    const first = Array.from({ length: 10 }, (_, index) => review(index + 1));
    const second = [review(11), review(12), review(13)];
    const endpoint = mockEndpoint(getSellerStorePage, ({ url }) =>
      storePage(url.searchParams.get('page') === '1' ? first : second, 13),
    );
    server.use(endpoint.handler);
    renderRequestApp({ path: paths.store(42) });

    const list = await screen.findByRole('list', { name: '강남 모바일 리뷰' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '13'),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      endpoint.calls.map((call) => Object.fromEntries(call.url.searchParams.entries())),
    ).toEqual([
      { userId: '42', sortBy: 'latest', page: '1', size: '10' },
      { userId: '42', sortBy: 'latest', page: '2', size: '10' },
    ]);
  });

  it('says beside the count how many reviews the operators hid', async () => {
    server.use(mockEndpoint(getSellerStorePage, storePage([review(1)], 12, 1)).handler);
    renderRequestApp({ path: paths.store(42) });
    const heading = await screen.findByRole('heading', { name: /리뷰/ });
    await waitFor(() =>
      expect(heading).toHaveTextContent('리뷰12개· 운영 정책에 따라 가려진 후기 1개'),
    );
  });

  it('says no review has been written yet when the store has none', async () => {
    server.use(mockEndpoint(getSellerStorePage, storePage([])).handler);
    renderRequestApp({ path: paths.store(42) });
    expect(await screen.findByText('아직 등록된 리뷰가 없어요')).toBeInTheDocument();
  });

  it('says the store cannot be found when the API answers 404, without offering a retry', async () => {
    server.use(
      mockEndpoint(getSellerStorePage, () => apiErrorResponse(404, '매장을 찾을 수 없어요.'))
        .handler,
    );
    renderRequestApp({ path: paths.store(42) });
    expect(await screen.findByText('매장을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByText('운영을 마쳤거나 주소가 잘못되었을 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(screen.queryByText('매장 정보를 불러오지 못했어요')).not.toBeInTheDocument();
  });

  it('says the store could not be loaded and loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      mockEndpoint(getSellerStorePage, () =>
        fail ? apiErrorResponse(500, '서버 오류') : storePage([review(1)]),
      ).handler,
    );
    const user = userEvent.setup();
    renderRequestApp({ path: paths.store(42) });
    expect(await screen.findByText('매장 정보를 불러오지 못했어요')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '강남 모바일' }),
    ).toBeInTheDocument();
  });

  it('says the store does not exist for an unreadable id', async () => {
    renderRequestApp({ path: '/store-information/abc' });
    expect(await screen.findByText('매장을 찾을 수 없어요')).toBeInTheDocument();
  });
});
