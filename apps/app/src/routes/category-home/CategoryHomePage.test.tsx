import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countConnectedBuyers,
  countQuotesReceivedToday,
  deleteSearchHistory,
  listMainCategories,
  listProductsUnderCategory,
  listSearchHistory,
  recordSearchHistory,
  listTopViewedProducts,
  toggleWishlist,
  type ProductListItem,
} from '@quotemarket/contract';
import { listPage, mainCategories, productListItem } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderBrowseApp,
  setupMswServer,
  silenceConsoleErrors,
} from '../../testing/renderApp';
import { installFakeIntersectionObserver } from '@quotemarket/testing';

const server = setupMswServer();

const { observers, showListEnd } = installFakeIntersectionObserver();

const tenProducts = Array.from({ length: 10 }, (_, index) => productListItem(index + 1));

type ProductAnswer = (query: URLSearchParams) => ProductListItem[] | Response;

function mockCategoryData({
  products = () => tenProducts.slice(0, 3),
  history = [
    { id: 31, searchValue: '아이폰' },
    { id: 32, searchValue: '갤럭시' },
  ],
}: { products?: ProductAnswer; history?: { id: number; searchValue: string }[] } = {}) {
  const calls = {
    categories: mockEndpoint(listMainCategories, mainCategories),
    connected: mockEndpoint(countConnectedBuyers, { count: 1234 }),
    quotesToday: mockEndpoint(countQuotesReceivedToday, { count: 56 }),
    topViewed: mockEndpoint(listTopViewedProducts, [
      { id: 1, name: '갤럭시 S25', productImage: null, viewCount: 90 },
      { id: 2, name: '아이폰 16', productImage: null, viewCount: 80 },
    ]),
    products: mockEndpoint(listProductsUnderCategory, ({ url }) => {
      const answer = products(url.searchParams);
      return answer instanceof Response ? answer : listPage(answer);
    }),
    history: mockEndpoint(listSearchHistory, listPage(history)),
    recordSearch: mockEndpoint(recordSearchHistory, { id: 40, searchValue: '갤럭시' }),
    deleteHistory: mockEndpoint(deleteSearchHistory, ({ url }) => ({
      id: Number(url.pathname.split('/').at(-1)),
    })),
  };
  server.use(...Object.values(calls).map((call) => call.handler));
  return calls;
}

const phonesPath = '/product/home/1/Mobile%20Phones';
const internetPath = '/product/home/2/Internet';

const productQueries = (calls: ReturnType<typeof mockCategoryData>) =>
  calls.products.calls.map((call) => call.url.searchParams);

describe('category home', () => {
  beforeEach(() => {});
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('shows the chips with 전체 first and the current category highlighted', async () => {
    mockCategoryData();
    renderBrowseApp({ path: phonesPath });
    const chips = await screen.findByRole('radiogroup', { name: '카테고리 선택' });
    await waitFor(() => expect(within(chips).getAllByRole('radio')).toHaveLength(6));
    const radios = within(chips).getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual([
      '전체',
      '휴대폰',
      '인터넷',
      '정수기',
      '생활가전',
      '헬스/뷰티',
    ]);
    expect(within(chips).getByRole('radio', { name: '휴대폰' })).toBeChecked();
    expect(within(chips).getByRole('radio', { name: '전체' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: '휴대폰 검색' })).toBeInTheDocument();
  });

  it.each(['/product/home/999/Made%20Up', '/product/home/abc/Phones', '/product/home/1.5/Phones'])(
    'shows Not Found for an address that names no category: %s',
    async (path) => {
      mockCategoryData();
      renderBrowseApp({ path });
      expect(
        await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('radiogroup', { name: '카테고리 선택' })).not.toBeInTheDocument();
    },
  );

  it('titles the header with the category name from the path, with a back button', async () => {
    mockCategoryData();
    renderBrowseApp({ path: '/product/home/8/Health' });
    expect(await screen.findByRole('heading', { level: 1, name: '헬스/뷰티' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /뒤로/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '헬스/뷰티 견적 요청' })).toBeInTheDocument();
  });

  it('shows the two live counters for the category', async () => {
    const calls = mockCategoryData();
    renderBrowseApp({ path: phonesPath });
    await waitFor(() =>
      expect(screen.getByRole('group', { name: '지금 접속 중' })).toHaveTextContent('1,234명'),
    );
    expect(screen.getByRole('group', { name: '오늘 견적 요청' })).toHaveTextContent('56건');
    expect(calls.quotesToday.calls[0]!.url.searchParams.get('categoryId')).toBe('1');
  });

  it('lists the five most viewed products and searches one when pressed', async () => {
    const user = userEvent.setup();
    const calls = mockCategoryData();
    renderBrowseApp({ path: phonesPath });
    const top = await screen.findByRole('heading', { name: '고객이 많이 찾는 상품' });
    expect(top).toBeInTheDocument();
    // The section holds its place while the five load (no layout shift), then lists them.
    await user.click(await screen.findByRole('button', { name: '2 아이폰 16' }));
    expect(screen.queryByRole('status', { name: '많이 찾는 상품을 불러오는 중' })).toBeNull();
    expect(screen.getByRole('combobox', { name: '휴대폰 상품 검색' })).toHaveValue('아이폰 16');
    await waitFor(() =>
      expect(productQueries(calls).some((query) => query.get('productName') === '아이폰 16')).toBe(
        true,
      ),
    );
  });

  it('selecting a category opens its home and clears the search', async () => {
    const user = userEvent.setup();
    mockCategoryData();
    const { router, storage } = renderBrowseApp({
      path: phonesPath,
      session: { searchTerm: JSON.stringify('갤럭시') },
    });
    const box = await screen.findByRole('combobox', { name: '휴대폰 상품 검색' });
    expect(box).toHaveValue('갤럭시');
    await waitFor(() => expect(screen.getAllByRole('radio', { name: '정수기' })).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: '정수기' }));
    expect(router.state.location.pathname).toBe('/product/home/3/Water%20Purifier');
    expect(storage.read('searchTerm')).toBe('');
    expect(await screen.findByRole('combobox', { name: '정수기 상품 검색' })).toHaveValue('');
  });

  it('debounces the search: the list after 300 ms, suggestions from two characters', async () => {
    const user = userEvent.setup();
    const calls = mockCategoryData({
      products: (query) => {
        const term = query.get('productName');
        if (!term) return tenProducts.slice(0, 3);
        return [
          productListItem(41, { productName: `${term} 울트라` }),
          productListItem(42, { productName: `${term} 플러스` }),
        ];
      },
    });
    renderBrowseApp({ path: phonesPath });
    const box = await screen.findByRole('combobox', { name: '휴대폰 상품 검색' });
    await screen.findByText('갤럭시 S1');

    await user.type(box, '갤');
    // One character: the list searches it, but no suggestions show.
    await waitFor(() =>
      expect(productQueries(calls).some((query) => query.get('productName') === '갤')).toBe(true),
    );
    expect(screen.queryByRole('option')).toBeNull();

    await user.type(box, '럭시');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['갤럭시 울트라', '갤럭시 플러스']);
    // Typing within the debounce never sent the half-typed term.
    expect(productQueries(calls).some((query) => query.get('productName') === '갤럭')).toBe(false);

    await user.click(options[0]!);
    expect(box).toHaveValue('갤럭시 울트라');
    await waitFor(() =>
      expect(
        productQueries(calls).some((query) => query.get('productName') === '갤럭시 울트라'),
      ).toBe(true),
    );
  });

  it('trims the text when the search button is pressed', async () => {
    const user = userEvent.setup();
    const calls = mockCategoryData();
    const { storage } = renderBrowseApp({ path: phonesPath });
    const box = await screen.findByRole('combobox', { name: '휴대폰 상품 검색' });
    await user.type(box, '  아이폰  ');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(storage.read('searchTerm')).toBe('아이폰');
    await waitFor(() =>
      expect(productQueries(calls).some((query) => query.get('productName') === '아이폰')).toBe(
        true,
      ),
    );
  });

  it('loads the next page when the end is visible and stops after a short page', async () => {
    const calls = mockCategoryData({
      products: (query) =>
        query.get('pageNo') === '1'
          ? tenProducts
          : Array.from({ length: 3 }, (_, index) => productListItem(index + 11)),
    });
    renderBrowseApp({ path: phonesPath });
    await screen.findByText('갤럭시 S1');
    expect(productQueries(calls)[0]!.get('pageSize')).toBe('10');
    await waitFor(() => expect(observers.size).toBe(1));
    showListEnd();
    await waitFor(() =>
      expect(productQueries(calls).map((query) => query.get('pageNo'))).toEqual(['1', '2']),
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: '휴대폰 상품' })).toHaveTextContent('갤럭시 S13'),
    );
    // The short page ended the list: nothing watches for more.
    expect(observers.size).toBe(0);
    expect(document.querySelector('[data-part="sentinel"]')).toBeNull();
  });

  it('links products to their detail and names internet plans by their parts', async () => {
    mockCategoryData({
      products: () => [
        productListItem(5),
        productListItem(6, {
          productName: '인터넷 500M',
          mainCategoryId: 2,
          categoryPath: '인터넷 > SK브로드밴드',
          newsAgencyProperty: 'SK브로드밴드',
          internetProperty: '500MB',
          productType: '인터넷+TV',
        }),
      ],
    });
    renderBrowseApp({ path: '/product/home/0/All' });
    const link = await screen.findByRole('link', { name: /갤럭시 S5/ });
    expect(link).toHaveAttribute('href', '/request-details/1/Mobile%20Phones/5');
    expect(screen.getByText('SK브로드밴드 > 500M > 인터넷+TV')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /SK브로드밴드/ })).toBeNull();
    // No quote request from 전체.
    expect(screen.queryByRole('button', { name: /견적 요청/ })).toBeNull();
  });

  it('says when nothing is found', async () => {
    mockCategoryData({ products: () => [] });
    renderBrowseApp({ path: phonesPath });
    expect(await screen.findByText('찾는 상품이 없어요')).toBeInTheDocument();
  });

  it('says when the list fails and loads it again on request', async () => {
    silenceConsoleErrors();
    const user = userEvent.setup();
    let failures = 1;
    mockCategoryData({
      products: () =>
        failures-- > 0 ? apiErrorResponse(500, '서버 오류') : tenProducts.slice(0, 2),
    });
    renderBrowseApp({ path: phonesPath });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('상품을 불러오지 못했어요.');
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('갤럭시 S2')).toBeInTheDocument();
  });

  it('keeps the chosen sort in the session and lists by it', async () => {
    const user = userEvent.setup();
    const calls = mockCategoryData();
    const { storage } = renderBrowseApp({ path: phonesPath });
    await screen.findByText('갤럭시 S1');
    expect(productQueries(calls)[0]!.get('sortBy')).toBe('created_at');
    await user.click(screen.getByRole('button', { name: /정렬 및 검색/ }));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('radio', { name: '인기순' }));
    await user.click(within(sheet).getByRole('button', { name: '적용하기' }));
    expect(storage.read('productSort')).toBe('mostQuoted');
    await waitFor(() =>
      expect(productQueries(calls).some((query) => query.get('sortBy') === 'mostQuoted')).toBe(
        true,
      ),
    );
    expect(screen.getByRole('button', { name: /정렬 및 검색, 지금 인기순/ })).toBeInTheDocument();
  });

  it('reads a stored sort and falls back to the newest first when it is invalid', async () => {
    const calls = mockCategoryData();
    renderBrowseApp({ path: phonesPath, session: { sortBy: JSON.stringify('view_count') } });
    await screen.findByText('갤럭시 S1');
    expect(productQueries(calls)[0]!.get('sortBy')).toBe('view_count');
  });

  it('falls back to created_at for an unknown stored sort', async () => {
    const calls = mockCategoryData();
    renderBrowseApp({ path: phonesPath, session: { sortBy: JSON.stringify('cheapest') } });
    await screen.findByText('갤럭시 S1');
    expect(productQueries(calls)[0]!.get('sortBy')).toBe('created_at');
  });

  it('shows deletable search-history tags in the sort sheet only with a token', async () => {
    const user = userEvent.setup();
    const calls = mockCategoryData();
    renderBrowseApp({ path: phonesPath, token: 'buyer-token' });
    await screen.findByText('갤럭시 S1');
    await user.click(screen.getByRole('button', { name: /정렬 및 검색/ }));
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByRole('button', { name: '아이폰' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '아이폰 삭제' }));
    await waitFor(() => expect(calls.deleteHistory.calls).toHaveLength(1));
    expect(calls.deleteHistory.calls[0]!.url.pathname).toMatch(/\/delete-filter-history\/31$/);

    // A tag fills the search; confirming searches it.
    await user.click(within(sheet).getByRole('button', { name: '갤럭시' }));
    expect(within(sheet).getByRole('searchbox', { name: '검색어' })).toHaveValue('갤럭시');
    await user.click(within(sheet).getByRole('button', { name: '적용하기' }));
    expect(screen.getByRole('combobox', { name: '휴대폰 상품 검색' })).toHaveValue('갤럭시');

    // The settled search is saved by its own call; the list's GET only reads.
    await waitFor(() => expect(calls.recordSearch.calls).toHaveLength(1));
    expect(calls.recordSearch.calls[0]!.body).toEqual({ searchValue: '갤럭시' });
  });

  it("records each of a buyer's settled searches once, and not the letters on the way", async () => {
    const user = userEvent.setup();
    const calls = mockCategoryData();
    renderBrowseApp({ path: phonesPath, token: 'buyer-token' });
    await screen.findByText('갤럭시 S1');

    await user.click(screen.getByRole('button', { name: '2 아이폰 16' }));
    await waitFor(() => expect(calls.recordSearch.calls).toHaveLength(1));

    const box = screen.getByRole('combobox', { name: '휴대폰 상품 검색' });
    await user.clear(box);
    await user.type(box, '갤럭시');
    await waitFor(() => expect(calls.recordSearch.calls).toHaveLength(2));

    // Back to a term already saved on this visit: the list shows it, nothing is saved again.
    await user.click(screen.getByRole('button', { name: '2 아이폰 16' }));
    await screen.findByText('‘아이폰 16’ 검색 결과');
    expect(calls.recordSearch.calls.map((call) => call.body)).toEqual([
      { searchValue: '아이폰 16' },
      { searchValue: '갤럭시' },
    ]);
  });

  it('does not load search history for a guest', async () => {
    const user = userEvent.setup();
    const calls = mockCategoryData();
    renderBrowseApp({ path: phonesPath });
    await screen.findByText('갤럭시 S1');
    await user.click(screen.getByRole('button', { name: /정렬 및 검색/ }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).queryByText('최근 검색어')).toBeNull();
    expect(calls.history.calls).toHaveLength(0);

    await user.type(within(sheet).getByRole('searchbox', { name: '검색어' }), '정수기');
    await user.click(within(sheet).getByRole('button', { name: '적용하기' }));
    await waitFor(() =>
      expect(productQueries(calls).some((query) => query.get('productName') === '정수기')).toBe(
        true,
      ),
    );
    expect(calls.recordSearch.calls).toHaveLength(0);
  });

  it('sends a category quote request to its request page', async () => {
    const user = userEvent.setup();
    mockCategoryData();
    const { router } = renderBrowseApp({ path: '/product/home/3/Water%20Purifier' });
    await user.click(await screen.findByRole('link', { name: '정수기 견적 요청' }));
    expect(router.state.location.pathname).toBe('/request-page/3/Water%20Purifier');
  });

  const internetPlan = productListItem(70, {
    productName: '인터넷 1G',
    mainCategoryId: 2,
    categoryPath: '인터넷 > KT',
    newsAgencyProperty: 'KT',
    internetProperty: '1GB',
    productType: '인터넷 단독',
  });

  it('sends a guest to login from the internet quote request', async () => {
    const user = userEvent.setup();
    mockCategoryData({ products: () => [internetPlan] });
    const { router } = renderBrowseApp({ path: internetPath });
    await screen.findByText('KT > 1기가 > 인터넷 단독');
    await user.click(screen.getByRole('button', { name: '인터넷 견적 요청' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a buyer to the internet wizard with the chosen plan', async () => {
    const user = userEvent.setup();
    mockCategoryData({ products: () => [internetPlan] });
    const { router, storage } = renderBrowseApp({ path: internetPath, token: 'buyer-token' });
    await screen.findByText('KT > 1기가 > 인터넷 단독');
    await user.click(screen.getByRole('button', { name: '인터넷 견적 요청' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('인터넷 상품을 먼저 선택해 주세요');
    expect(router.state.location.pathname).toBe('/product/home/2/Internet');

    await user.click(screen.getByRole('button', { name: '선택' }));
    await user.click(screen.getByRole('button', { name: '인터넷 견적 요청' }));
    expect(router.state.location.pathname).toBe('/bidding-page-internet/2/Internet/70');
    expect(storage.read('biddingTarget')).toEqual({
      categoryNameEn: 'Internet',
      categoryId: 2,
      itemId: 70,
    });
  });

  it('tells the buyer when wishing a product fails', async () => {
    silenceConsoleErrors();
    const user = userEvent.setup();
    mockCategoryData();
    server.use(
      mockEndpoint(toggleWishlist, () => apiErrorResponse(400, '찜할 수 없는 상품이에요')).handler,
    );
    renderBrowseApp({ path: phonesPath, token: 'buyer-token' });
    await user.click(await screen.findByRole('button', { name: '갤럭시 S1 찜하기' }));
    expect(await screen.findByText('찜하지 못했어요')).toBeInTheDocument();
    expect(screen.getByText('찜할 수 없는 상품이에요')).toBeInTheDocument();
  });

  it('wishes a product from a pressed-state toggle inside its card, for a logged-in buyer only', async () => {
    const user = userEvent.setup();
    let wished = false;
    mockCategoryData({
      products: () =>
        tenProducts.slice(0, 3).map((item, index) => ({
          ...item,
          isWishlisted: index === 0 && wished,
        })),
    });
    const toggle = mockEndpoint(toggleWishlist, () => {
      wished = !wished;
      return { productId: 1, isWishlisted: wished };
    });
    server.use(toggle.handler);
    renderBrowseApp({ path: phonesPath, token: 'buyer-token' });
    const button = await screen.findByRole('button', { name: '갤럭시 S1 찜하기' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    // The toggle belongs to the product's card, not to the space between cards.
    const card = button.closest('[data-qm="product-card"]');
    expect(card).not.toBeNull();
    expect(
      within(card as HTMLElement).getByRole('link', { name: /갤럭시 S1/ }),
    ).toBeInTheDocument();

    await user.click(button);
    expect(toggle.calls[0]!.url.searchParams.get('productId')).toBe('1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '갤럭시 S1 찜하기' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: '갤럭시 S2 찜하기' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('offers no wish toggle to a guest', async () => {
    mockCategoryData();
    renderBrowseApp({ path: phonesPath });
    await screen.findByText('갤럭시 S1');
    expect(screen.queryByRole('button', { name: /찜하기/ })).toBeNull();
  });

  const suggestingProducts: ProductAnswer = (query) => {
    const term = query.get('productName');
    if (!term) return tenProducts.slice(0, 3);
    return [
      productListItem(41, { productName: `${term} 울트라` }),
      productListItem(42, { productName: `${term} 플러스` }),
    ];
  };

  it('does not reopen the suggestions by itself after a reload; focusing the box opens them', async () => {
    const user = userEvent.setup();
    const calls = mockCategoryData({ products: suggestingProducts });
    renderBrowseApp({
      path: phonesPath,
      prepareStorage: (storage) => storage.write('searchTerm', '갤럭시'),
    });
    const box = await screen.findByRole('combobox', { name: '휴대폰 상품 검색' });
    expect(box).toHaveValue('갤럭시');
    // The suggestions' query has answered …
    await screen.findByText('갤럭시 울트라');
    await waitFor(() =>
      expect(productQueries(calls).some((query) => query.get('productName') === '갤럭시')).toBe(
        true,
      ),
    );
    // … yet only the list shows it: no listbox until the buyer asks.
    expect(screen.queryByRole('option')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(box);
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it('does not reopen the suggestions after the buyer comes back from a product', async () => {
    const user = userEvent.setup();
    mockCategoryData({ products: suggestingProducts });
    const { router } = renderBrowseApp({ path: phonesPath });
    const box = await screen.findByRole('combobox', { name: '휴대폰 상품 검색' });
    await user.type(box, '갤럭시');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await user.click(screen.getByRole('link', { name: /갤럭시 울트라/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/request-details\//));

    await act(() => router.navigate(-1));
    const back = await screen.findByRole('combobox', { name: '휴대폰 상품 검색' });
    expect(back).toHaveValue('갤럭시');
    await screen.findByRole('link', { name: /갤럭시 울트라/ });
    expect(screen.queryByRole('option')).toBeNull();
    expect(back).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the loaded pages and the scroll position when the buyer comes back from a product', async () => {
    const user = userEvent.setup();
    const calls = mockCategoryData({
      products: (query) =>
        query.get('pageNo') === '1'
          ? tenProducts
          : Array.from({ length: 3 }, (_, index) => productListItem(index + 11)),
    });
    const { router } = renderBrowseApp({ path: phonesPath });
    await screen.findByText('갤럭시 S1');
    await waitFor(() => expect(observers.size).toBe(1));
    showListEnd();
    const list = () => screen.getByRole('list', { name: '휴대폰 상품' });
    await waitFor(() => expect(list()).toHaveTextContent('갤럭시 S13'));
    const pageBox = document.querySelector<HTMLElement>('[data-qm="page"]')!;
    pageBox.scrollTop = 700;
    fireEvent.scroll(pageBox);
    const requestsBefore = productQueries(calls).length;

    await user.click(screen.getByRole('link', { name: /갤럭시 S12/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/request-details\//));
    expect(pageBox.scrollTop).toBe(0);

    await act(() => router.navigate(-1));
    // Both pages come back from the query cache at once: no request, the second page still there.
    expect(list()).toHaveTextContent('갤럭시 S13');
    expect(productQueries(calls)).toHaveLength(requestsBefore);
    expect(pageBox.scrollTop).toBe(700);
  });
});
