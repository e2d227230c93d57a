import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getProductDetail, listProductsUnderCategory } from '@quotemarket/contract';
import { listPage, productDetail, productListItem } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderRequestApp,
  setupMswServer,
} from '../../testing/renderApp';

const server = setupMswServer();

// The page's chunk loads once before the tests, so the first test does not wait for the transform.
beforeAll(async () => {
  await import('./RequestPage');
  await import('../product-detail/ProductDetailPage');
});

/** Answers the product list by search term: no term lists everything, a term filters by name. */
function productsByName(all: ReturnType<typeof productListItem>[]) {
  return mockEndpoint(listProductsUnderCategory, ({ url }) => {
    const term = url.searchParams.get('productName');
    return listPage(term ? all.filter((item) => item.productName.includes(term)) : all);
  });
}

describe('request page', { timeout: 20_000 }, () => {
  it('asks for the category’s model: banner prompt, search placeholder and header title', async () => {
    server.use(productsByName([]).handler);
    renderRequestApp({ path: '/request-page/3/Water%20Purifier' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '어떤 정수기를 찾으세요?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '정수기 모델 검색' })).toHaveAttribute(
      'placeholder',
      '정수기 모델명을 입력해 주세요',
    );
    // Document 001: the request page is titled with the category name plus '선택'.
    expect(
      within(screen.getByRole('banner')).getByRole('heading', { level: 1, name: '정수기 선택' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('정수기 선택 | 견적마켓');
  });

  it('lists the category’s products and opens a product’s detail with its 견적 받기 button', async () => {
    const list = productsByName([
      productListItem(5),
      productListItem(6, { productName: '갤럭시 Z 폴드7' }),
    ]);
    server.use(list.handler, mockEndpoint(getProductDetail, productDetail({ id: 5 })).handler);
    const user = userEvent.setup();
    const { router } = renderRequestApp({ path: '/request-page/1/Mobile%20Phones' });

    const items = await screen.findByRole('list', { name: '휴대폰 모델' });
    expect(within(items).getByText('갤럭시 Z 폴드7')).toBeInTheDocument();
    expect(within(items).getAllByText('출고가')).toHaveLength(2);
    expect(list.calls[0]!.url.searchParams.get('mainCategoryId')).toBe('1');
    expect(list.calls[0]!.url.searchParams.get('pageSize')).toBe('10');

    const select = within(items).getAllByRole('button', { name: '견적 받기' });
    await user.click(select[0]!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/request-details/1/Mobile%20Phones/5'),
    );
  });

  it('does not offer internet plans for selection', async () => {
    const internet = productListItem(9, {
      productName: '기가 인터넷',
      newsAgencyProperty: 'KT',
      internetProperty: '500MB',
      productType: '인터넷+TV',
    });
    server.use(productsByName([internet]).handler);
    renderRequestApp({ path: '/request-page/2/Internet' });
    const items = await screen.findByRole('list', { name: '인터넷 모델' });
    expect(within(items).getByText('KT > 500M > 인터넷+TV')).toBeInTheDocument();
    expect(within(items).queryByRole('button', { name: '견적 받기' })).not.toBeInTheDocument();
  });

  it('suggests models from two characters on and filters the list with the term', async () => {
    const list = productsByName([
      productListItem(5, { productName: '갤럭시 S25' }),
      productListItem(7, { productName: '아이폰 17' }),
    ]);
    server.use(list.handler);
    const user = userEvent.setup();
    const { storage } = renderRequestApp({ path: '/request-page/1/Mobile%20Phones' });
    const box = await screen.findByRole('combobox', { name: '휴대폰 모델 검색' });
    await screen.findByText('아이폰 17');

    await user.type(box, '아');
    // The list searches the one character once it has settled; no suggestions show for it.
    await waitFor(() =>
      expect(list.calls.some((call) => call.url.searchParams.get('productName') === '아')).toBe(
        true,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.type(box, '이');
    expect(await screen.findByRole('option', { name: '아이폰 17' })).toBeInTheDocument();
    expect(storage.read('requestPageSearchTerm')).toBe('아이');
    const items = screen.getByRole('list', { name: '휴대폰 모델' });
    await waitFor(() => expect(within(items).queryByText('갤럭시 S25')).not.toBeInTheDocument());

    await user.clear(box);
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });

  it('says so when no product matches', async () => {
    server.use(productsByName([]).handler);
    renderRequestApp({ path: '/request-page/7/Home%20Appliances' });
    expect(await screen.findByText('찾는 상품이 없어요')).toBeInTheDocument();
  });

  it('shows a failed list with a retry that loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      mockEndpoint(listProductsUnderCategory, () =>
        fail ? apiErrorResponse(500, '서버 오류') : listPage([productListItem(5)]),
      ).handler,
    );
    const user = userEvent.setup();
    renderRequestApp({ path: '/request-page/1/Mobile%20Phones' });
    expect(await screen.findByText('상품을 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('갤럭시 S5')).toBeInTheDocument();
  });
});
