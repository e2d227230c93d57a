import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  listCustomerReviews,
  listMainCategories,
  listMostSoldProducts,
  listRealtimeComparisons,
} from '@quotemarket/contract';
import {
  bestSeller,
  customerReview,
  listPage,
  mainCategories,
  realtimeComparison,
} from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderBrowseApp,
  setupMswServer,
  silenceConsoleErrors,
} from '../../testing/renderApp';

const server = setupMswServer();

function mockHomeData({
  categories = mainCategories,
  bestSellers = [bestSeller(11, '갤럭시 S25'), bestSeller(12, '코웨이 아이콘', 8, 'Health/Beauty')],
  comparisons = [realtimeComparison('김철수민영호준', '아이폰 16 프로')],
  reviews = [customerReview(1, '친절하게 상담해 주셔서 좋은 조건으로 바꿨어요')],
} = {}) {
  const calls = {
    categories: mockEndpoint(listMainCategories, categories),
    bestSellers: mockEndpoint(listMostSoldProducts, bestSellers),
    comparisons: mockEndpoint(listRealtimeComparisons, listPage(comparisons)),
    reviews: mockEndpoint(listCustomerReviews, listPage(reviews)),
  };
  server.use(...Object.values(calls).map((call) => call.handler));
  return calls;
}

describe('home page', () => {
  afterEach(() => {
    window.sessionStorage.clear();
  });

  it('shows the first three categories large, then the next two, linking to their homes', async () => {
    mockHomeData();
    renderBrowseApp();
    const large = await screen.findByRole('list', { name: '주요 카테고리' });
    expect(
      within(large)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['휴대폰', '인터넷', '정수기']);
    const compact = screen.getByRole('list', { name: '더 많은 카테고리' });
    expect(
      within(compact)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['생활가전', '헬스/뷰티']);
    expect(screen.getByRole('link', { name: '휴대폰' })).toHaveAttribute(
      'href',
      '/product/home/1/Mobile%20Phones',
    );
    // Health/Beauty is "Health" in routes.
    expect(screen.getByRole('link', { name: '헬스/뷰티' })).toHaveAttribute(
      'href',
      '/product/home/8/Health',
    );
  });

  it('links best sellers to their detail, the category name cut at a slash', async () => {
    mockHomeData();
    renderBrowseApp();
    const strip = await screen.findByRole('list', { name: '이달의 베스트 상품' });
    const links = within(strip).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/request-details/1/Mobile%20Phones/11');
    expect(links[1]).toHaveAttribute('href', '/request-details/8/Health/12');
  });

  it('says the monthly best sellers are being prepared when there are none', async () => {
    mockHomeData({ bestSellers: [] });
    renderBrowseApp();
    expect(await screen.findByText('이달의 베스트 상품을 준비하고 있어요.')).toBeInTheDocument();
  });

  it('shows comparisons with the buyer name cut at six and review titles cut at fifteen', async () => {
    mockHomeData();
    renderBrowseApp();
    const comparisons = await screen.findByRole('list', { name: '최근 견적 요청' });
    expect(within(comparisons).getByText('김철수민영호님의 견적 요청')).toBeInTheDocument();
    expect(
      within(comparisons).getByText('견적 2건 · 월 최저 49,000원 · 총 지원금 최대 450,000원'),
    ).toBeInTheDocument();
    const reviews = await screen.findByRole('list', { name: '최근 고객 후기' });
    expect(within(reviews).getByText('친절하게 상담해 주셔서 좋은…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '견적 요청은 무료예요' })).toBeInTheDocument();
  });

  it('calls an internet deal’s support 현금 사은품, a rental’s 매장 지원금, and leaves out 0원', async () => {
    mockHomeData({
      comparisons: [
        realtimeComparison('이*은', 'KT > 500M > 인터넷+TV', 2, [250_000, 320_000]),
        realtimeComparison('박*준', '코웨이 아이콘 정수기 2', 3, [0, 0]),
        realtimeComparison('최*아', '바디프랜드 팬텀', 8, [100_000, 150_000]),
      ],
    });
    renderBrowseApp();
    const comparisons = await screen.findByRole('list', { name: '최근 견적 요청' });
    expect(
      within(comparisons).getByText('견적 2건 · 월 최저 49,000원 · 현금 사은품 최대 320,000원'),
    ).toBeInTheDocument();
    expect(within(comparisons).getByText('견적 2건 · 월 최저 49,000원')).toBeInTheDocument();
    expect(
      within(comparisons).getByText('견적 2건 · 월 최저 49,000원 · 매장 지원금 최대 150,000원'),
    ).toBeInTheDocument();
    expect(within(comparisons).queryByText(/최대 0원/)).not.toBeInTheDocument();
  });

  it('hides the comparison, reviews and promo blocks for a partner-media visitor', async () => {
    const calls = mockHomeData();
    renderBrowseApp({ cKey: 'partner-c' });
    expect(await screen.findByRole('list', { name: '이달의 베스트 상품' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '실시간 견적 비교' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '고객 후기' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '견적 요청은 무료예요' })).toBeNull();
    expect(calls.comparisons.calls).toHaveLength(0);
    expect(calls.reviews.calls).toHaveLength(0);
  });

  it('asks for five comparisons and ten reviews', async () => {
    const calls = mockHomeData();
    renderBrowseApp();
    await screen.findByRole('list', { name: '최근 고객 후기' });
    const comparisonQuery = calls.comparisons.calls[0]!.url.searchParams;
    expect([comparisonQuery.get('pageNo'), comparisonQuery.get('pageSize')]).toEqual(['1', '5']);
    const reviewQuery = calls.reviews.calls[0]!.url.searchParams;
    expect([reviewQuery.get('pageNo'), reviewQuery.get('pageSize')]).toEqual(['1', '10']);
  });

  it('says when the categories fail and loads them again on request', async () => {
    silenceConsoleErrors();
    const user = userEvent.setup();
    mockHomeData();
    let failures = 1;
    server.use(
      mockEndpoint(listMainCategories, () =>
        failures-- > 0 ? apiErrorResponse(500, '서버 오류') : mainCategories,
      ).handler,
    );
    renderBrowseApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('카테고리를 불러오지 못했어요');
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '정수기' })).toBeInTheDocument();
  });

  it('shows the loading state while the strips load', async () => {
    mockHomeData();
    renderBrowseApp();
    expect(await screen.findByText('베스트 상품을 불러오는 중이에요')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '이달의 베스트 상품' })).toBeInTheDocument();
  });
});
