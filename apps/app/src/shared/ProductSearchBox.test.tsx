import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listProductsUnderCategory } from '@quotemarket/contract';
import { useSettledStoredValue } from '@quotemarket/hooks';
import { listPage, productListItem } from '@quotemarket/contract/testing';
import { mockEndpoint, renderApp, setupMswServer } from '../testing/renderApp';
import { ProductSearchBox } from './ProductSearchBox';

const server = setupMswServer();

/**
 * A page as the category home and the request page compose the box: its list reads the settled text
 * (here after a second rather than the list's 300 ms, so a slow test machine types within it).
 */
function SearchPage({ renders }: { renders: string[] }) {
  const listSearch = useSettledStoredValue('searchTerm', 1000).trim();
  renders.push(listSearch);
  return (
    <ProductSearchBox
      textKey="searchTerm"
      categoryId={1}
      listSearch={listSearch}
      label="휴대폰 상품 검색"
      placeholder="상품명이나 모델명을 입력해 주세요"
    />
  );
}

describe('ProductSearchBox', () => {
  it('follows each key itself; the page around it renders once the text has settled', async () => {
    const products = mockEndpoint(listProductsUnderCategory, ({ url }) => {
      const term = url.searchParams.get('productName') ?? '';
      return listPage(term ? [productListItem(41, { productName: `${term} 울트라` })] : []);
    });
    server.use(products.handler);
    const renders: string[] = [];
    const user = userEvent.setup();
    const { storage } = renderApp([{ path: '/', element: <SearchPage renders={renders} /> }], {
      api: 'msw',
    });
    const box = await screen.findByRole('combobox', { name: '휴대폰 상품 검색' });
    const before = renders.length;

    await user.type(box, 'S26');
    expect(box).toHaveValue('S26');
    expect(storage.read('searchTerm')).toBe('S26');
    // Three keys within the second: the page has not rendered for any of them.
    expect(renders.length).toBe(before);

    expect(await screen.findByRole('option', { name: 'S26 울트라' })).toBeInTheDocument();
    await waitFor(() => expect(renders.at(-1)).toBe('S26'));
    expect(renders.slice(before)).not.toContain('S2');
  });
});
