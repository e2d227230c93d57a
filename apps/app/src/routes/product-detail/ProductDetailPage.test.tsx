import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getProductDetail,
  getProductMarketPrices,
  type ProductDetail,
  type ProductMarketPrices,
} from '@quotemarket/contract';
import {
  inputAttribute,
  marketPrice,
  optionAttribute,
  productDetail,
  productMarketPrices,
} from '@quotemarket/contract/testing';
import { fillPattern, paths, routePatterns } from '../../paths';
import {
  apiErrorResponse,
  mockEndpoint,
  renderRequestApp,
  setupMswServer,
} from '../../testing/renderApp';

const server = setupMswServer();

beforeAll(async () => {
  await import('./ProductDetailPage');
});

afterEach(() => {
  delete (window as { webkit?: unknown }).webkit;
});

const color = optionAttribute('색상', [
  ['코발트 바이올렛', '#5B4B8A'],
  ['블랙', '#1F1F22'],
]);
const storageSize = optionAttribute('저장 용량', ['256GB', '512GB']);
const phone = productDetail({
  attributes: [
    color,
    storageSize,
    inputAttribute('모델명', 'SM-S931N', true),
    inputAttribute('화면 크기', '6.2인치'),
    inputAttribute('배터리', '4,000mAh'),
  ],
  specDetailUrl: 'https://www.samsung.com/sec/smartphones/galaxy-s25/specs/',
});

function serve(product: ProductDetail, prices: ProductMarketPrices = productMarketPrices([])) {
  const endpoint = mockEndpoint(getProductDetail, product);
  server.use(endpoint.handler, mockEndpoint(getProductMarketPrices, prices).handler);
  return endpoint;
}

const phonePath = paths.productDetail(1, 'Mobile Phones', 12);

describe('product detail', { timeout: 20_000 }, () => {
  it('shows the banner, image placeholder, brand, name and 출고가 for a phone', async () => {
    const endpoint = serve(phone);
    renderRequestApp({ path: phonePath });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '갤럭시 S25, 최저가 견적을 받아 볼까요?',
      }),
    ).toBeInTheDocument();
    expect(endpoint.calls[0]!.url.pathname).toBe('/api/v2/products/12');
    expect(screen.getByRole('img', { name: '갤럭시 S25 이미지 준비 중' })).toBeInTheDocument();
    expect(screen.getByText('삼성전자')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '갤럭시 S25' })).toBeInTheDocument();
    const price = document.querySelector('[data-qm="price-line"]');
    expect(price).toHaveTextContent('출고가');
    expect(price).toHaveTextContent('1,155,000원');
    expect(screen.getByRole('button', { name: '옵션 고르고 견적 받기' })).toBeInTheDocument();
    // Document 001: the detail is titled with the category name plus '상세'.
    expect(
      within(screen.getByRole('banner')).getByRole('heading', { level: 1, name: '휴대폰 상세' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('휴대폰 상세 | 견적마켓');
  });

  it('shows the market price of each variant with enough deals, and how many deals', async () => {
    serve(
      phone,
      productMarketPrices([
        { storage: '256GB', carrier: 'SKT', joinType: '번호이동', ...marketPrice() },
        {
          storage: '512GB',
          carrier: 'KT',
          joinType: '기기변경',
          ...marketPrice({ medianAllInCost: 2_104_000, dealCount: 5 }),
        },
      ]),
    );
    renderRequestApp({ path: phonePath });
    const section = await screen.findByRole('region', { name: '실거래 중간값' });
    const rows = within(section);
    expect(rows.getByText('256GB · SKT · 번호이동')).toBeInTheDocument();
    expect(rows.getByText('1,850,000원')).toBeInTheDocument();
    expect(rows.getByText('최근 30일 7건의 거래 기준')).toBeInTheDocument();
    expect(rows.getByText('512GB · KT · 기기변경')).toBeInTheDocument();
    expect(rows.getByText('2,104,000원')).toBeInTheDocument();
    expect(rows.getByText('최근 30일 5건의 거래 기준')).toBeInTheDocument();
  });

  it('says the deals are gathering while no variant has enough', async () => {
    serve(phone);
    renderRequestApp({ path: phonePath });
    const section = await screen.findByRole('region', { name: '실거래 중간값' });
    expect(section).toHaveTextContent('거래가 쌓이면 보여드려요');
    expect(within(section).queryByText(/원$/)).not.toBeInTheDocument();
  });

  it.each([
    [3, 'Water Purifier', '정수기 상세'],
    [7, 'Home Appliances', '생활가전 상세'],
    [8, 'Health', '헬스/뷰티 상세'],
  ])(
    'shows the expected monthly quote for category %i under its own title',
    async (id, nameEn, title) => {
      serve(
        productDetail({ name: '렌탈 제품', price: 900_000, rentalFee: 29_900, categoryId1: id }),
      );
      renderRequestApp({ path: paths.productDetail(id, nameEn, 12) });
      // Without option groups the button goes straight on to the quote request.
      expect(await screen.findByRole('button', { name: '견적 받기' })).toBeInTheDocument();
      expect(
        within(screen.getByRole('banner')).getByRole('heading', { level: 1, name: title }),
      ).toBeInTheDocument();
      const price = document.querySelector('[data-qm="price-line"]');
      expect(price).toHaveTextContent('예상 월 렌탈료');
      expect(price).toHaveTextContent('29,900원');
      expect(price).not.toHaveTextContent('900,000원');
    },
  );

  it('labels the product with its 세부 분류 beside the name, and nothing without one', async () => {
    serve(
      productDetail({
        name: '코웨이 아이콘 정수기',
        categoryId1: 3,
        categoryId2: 31,
        categoryNameEn: 'Water Purifier',
        categoryNameKo: '정수기',
        subCategoryNameKo: '냉온정수기',
        rentalFee: 29_900,
      }),
    );
    const { unmount } = renderRequestApp({ path: paths.productDetail(3, 'Water Purifier', 12) });
    const summary = await screen.findByRole('region', { name: '코웨이 아이콘 정수기' });
    expect(within(summary).getByText('정수기 · 냉온정수기')).toBeVisible();
    unmount();

    serve(phone);
    renderRequestApp({ path: phonePath });
    const phoneSummary = await screen.findByRole('region', { name: '갤럭시 S25' });
    expect(within(phoneSummary).queryByText(/ · /)).toBeNull();
  });

  it('shows the release date for any other category', async () => {
    serve(productDetail({ categoryId1: 5, shipmentDate: '2025-02-07' }));
    renderRequestApp({ path: paths.productDetail(5, 'Other', 12) });
    await screen.findByRole('heading', {
      level: 1,
      name: '갤럭시 S25, 최저가 견적을 받아 볼까요?',
    });
    const price = document.querySelector('[data-qm="price-line"]');
    expect(price).toHaveTextContent('2025.02.07');
    expect(price).toHaveTextContent('출시');
    expect(price).not.toHaveTextContent('출고가');
  });

  it('shows every photo in the operators’ order as a gallery, named n/N', async () => {
    const photos = [
      { id: 7, url: '/media/uploads/products/front.jpg', width: 600, height: 600 },
      { id: 3, url: '/media/uploads/products/back.jpg', width: 600, height: 800 },
      { id: 9, url: '/media/products/galaxy-s25.svg', width: null, height: null },
    ];
    serve({ ...phone, image: photos[0]!.url, images: photos });
    renderRequestApp({ path: phonePath });
    const gallery = await screen.findByRole('region', { name: '갤럭시 S25 사진' });
    const shown = within(gallery).getAllByRole('img');
    expect(shown.map((image) => image.getAttribute('alt'))).toEqual([
      '갤럭시 S25 사진 1/3',
      '갤럭시 S25 사진 2/3',
      '갤럭시 S25 사진 3/3',
    ]);
    expect(shown.map((image) => image.getAttribute('src'))).toEqual(photos.map((p) => p.url));
    expect(shown[1]).toHaveAttribute('height', '800');
    const third = within(gallery).getByRole('button', { name: '3번째 사진 보기' });
    await userEvent.click(third);
    expect(third).toHaveAttribute('aria-current', 'true');
  });

  it('shows a single photo without gallery controls', async () => {
    const photo = { id: 7, url: '/media/uploads/products/front.jpg', width: 600, height: 600 };
    serve({ ...phone, image: photo.url, images: [photo] });
    renderRequestApp({ path: phonePath });
    expect(await screen.findByRole('img', { name: '갤럭시 S25 사진 1/1' })).toHaveAttribute(
      'src',
      photo.url,
    );
    expect(screen.queryByRole('region', { name: '갤럭시 S25 사진' })).not.toBeInTheDocument();
  });

  it('lists the non-basic text attributes when there is no detail image', async () => {
    serve(phone);
    renderRequestApp({ path: phonePath });
    await screen.findByRole('heading', {
      level: 1,
      name: '갤럭시 S25, 최저가 견적을 받아 볼까요?',
    });
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['화면 크기', '배터리']);
    expect(screen.getByText('6.2인치')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '갤럭시 S25 상세 정보' })).not.toBeInTheDocument();
  });

  it('shows the detail image instead of the attributes when there is one', async () => {
    serve({ ...phone, detailImageUrl: 'https://cdn.example.com/s25-detail.jpg' });
    renderRequestApp({ path: phonePath });
    const image = await screen.findByRole('img', { name: '갤럭시 S25 상세 정보' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/s25-detail.jpg');
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('opens the spec link in a new tab on the web', async () => {
    serve(phone);
    renderRequestApp({ path: phonePath });
    const link = await screen.findByRole('link', { name: '상세 스펙 보기 (새 창)' });
    expect(link).toHaveAttribute('href', phone.specDetailUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('opens the spec link through the native bridge inside the app', async () => {
    const postMessage = vi.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { quotemarket: { postMessage } } };
    serve(phone);
    const user = userEvent.setup();
    renderRequestApp({
      path: phonePath,
      prepareStorage: (storage) => storage.write('platform', 'ios'),
    });
    await user.click(await screen.findByRole('button', { name: '상세 스펙 보기' }));
    expect(postMessage).toHaveBeenCalledWith({
      type: 'openExternalBrowser',
      url: phone.specDetailUrl,
    });
    expect(screen.queryByRole('link', { name: /상세 스펙 보기/ })).not.toBeInTheDocument();
  });

  it('asks for every option group before going on', async () => {
    serve(phone);
    const user = userEvent.setup();
    const { router, storage } = renderRequestApp({ path: phonePath, token: 'token-1' });
    await user.click(await screen.findByRole('button', { name: '옵션 고르고 견적 받기' }));
    const sheet = await screen.findByRole('dialog', { name: '옵션 선택' });
    const groups = sheet.querySelectorAll('[data-qm="option-group"]');
    expect([...groups].map((group) => group.getAttribute('data-kind'))).toEqual(['color', 'text']);

    await user.click(within(sheet).getByRole('button', { name: '이 옵션으로 견적 받기' }));
    expect(
      within(sheet)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['옵션을 선택해 주세요', '옵션을 선택해 주세요']);

    await user.click(within(sheet).getByRole('radio', { name: '블랙' }));
    await user.click(within(sheet).getByRole('button', { name: '이 옵션으로 견적 받기' }));
    expect(within(sheet).getAllByRole('alert')).toHaveLength(1);
    expect(storage.read('productDetails')).toBeNull();
    expect(router.state.location.pathname).toBe(phonePath);
  });

  it('saves the phone and its options, then opens the phone wizard for a buyer', async () => {
    serve(phone);
    const user = userEvent.setup();
    const { router, storage } = renderRequestApp({ path: phonePath, token: 'token-1' });
    await user.click(await screen.findByRole('button', { name: '옵션 고르고 견적 받기' }));
    const sheet = await screen.findByRole('dialog', { name: '옵션 선택' });
    await user.click(within(sheet).getByRole('radio', { name: '블랙' }));
    await user.click(within(sheet).getByRole('radio', { name: '512GB' }));
    await user.click(within(sheet).getByRole('button', { name: '이 옵션으로 견적 받기' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/bidding-page/1/Mobile%20Phones/12'),
    );
    expect(storage.read('productDetails')).toEqual({
      image: null,
      brand: '삼성전자',
      name: '갤럭시 S25',
      details: [
        { id: color.optionValues[1]!.id, name: '색상', value: '블랙' },
        { id: storageSize.optionValues[1]!.id, name: '저장 용량', value: '512GB' },
      ],
    });
    expect(storage.read('biddingTarget')).toEqual({
      categoryNameEn: 'Mobile Phones',
      categoryId: 1,
      itemId: 12,
    });
  });

  it('saves price, model number and release date for other categories and sends a guest to login', async () => {
    serve(
      productDetail({
        name: '퓨리케어 정수기',
        brand: 'LG전자',
        price: 1_290_000,
        rentalFee: 34_900,
        shipmentDate: '2025-05-01',
        modelNumber: 'WD523AWB',
        categoryId1: 3,
        attributes: [],
      }),
    );
    const user = userEvent.setup();
    const { router, storage } = renderRequestApp({
      path: paths.productDetail(3, 'Water Purifier', 12),
    });
    await user.click(await screen.findByRole('button', { name: '견적 받기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storage.read('productDetails')).toEqual({
      image: null,
      brand: 'LG전자',
      name: '퓨리케어 정수기',
      details: [],
      price: 1_290_000,
      modelNumber: 'WD523AWB',
      shippingDate: '2025-05-01',
    });
    expect(storage.read('biddingTarget')).toEqual({
      categoryNameEn: 'Water Purifier',
      categoryId: 3,
      itemId: 12,
    });
  });

  it('goes to the matching wizard for a logged-in buyer of another category', async () => {
    serve(productDetail({ categoryId1: 8, rentalFee: 59_000 }));
    const user = userEvent.setup();
    const { router } = renderRequestApp({
      path: paths.productDetail(8, 'Health', 12),
      token: 'token-1',
    });
    await user.click(await screen.findByRole('button', { name: '견적 받기' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/bidding-page-health/8/Health/12'),
    );
  });

  it('says so when the category has no quote request yet', async () => {
    serve(productDetail({ categoryId1: 5 }));
    const user = userEvent.setup();
    const { router } = renderRequestApp({ path: paths.productDetail(5, 'Other', 12), token: 't' });
    await user.click(await screen.findByRole('button', { name: '견적 받기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이 상품은 아직 견적을 요청할 수 없어요.',
    );
    expect(router.state.location.pathname).toBe(paths.productDetail(5, 'Other', 12));
  });

  it('says the product cannot be found when the API answers 404, without offering a retry', async () => {
    server.use(
      mockEndpoint(getProductDetail, () => apiErrorResponse(404, '상품을 찾을 수 없어요.')).handler,
    );
    renderRequestApp({ path: phonePath });
    expect(await screen.findByText('상품을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByText('판매가 끝났거나 주소가 잘못되었을 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(screen.queryByText('상품 정보를 불러오지 못했어요')).not.toBeInTheDocument();
  });

  it('says the product does not exist for an unreadable id', async () => {
    renderRequestApp({
      path: fillPattern(routePatterns.productDetail, {
        id: 1,
        nameEn: 'Mobile Phones',
        itemId: 'abc',
      }),
    });
    expect(await screen.findByText('상품을 찾을 수 없어요')).toBeInTheDocument();
  });

  it('says the product could not be loaded and loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      mockEndpoint(getProductDetail, () => (fail ? apiErrorResponse(500, '서버 오류') : phone))
        .handler,
      mockEndpoint(getProductMarketPrices, productMarketPrices([])).handler,
    );
    const user = userEvent.setup();
    renderRequestApp({ path: phonePath });
    expect(await screen.findByText('상품 정보를 불러오지 못했어요')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '갤럭시 S25, 최저가 견적을 받아 볼까요?',
      }),
    ).toBeInTheDocument();
  });
});
