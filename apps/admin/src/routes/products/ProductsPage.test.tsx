import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listAdminProducts } from '@quotemarket/contract';
import { adminProductListItem, listPage } from '@quotemarket/contract/testing';
import { paths } from '../../paths';
import { expectNoAxeViolations } from '../../testing/axe';
import { serveOperatorMe } from '../../testing/operatorFixtures';
import { mockEndpoint, renderAdmin, setupMswServer } from '../../testing/renderAdmin';

const server = setupMswServer();

// The first screens of a file load the page's chunk cold and run axe over the whole screen: with the
// whole console's tests beside them on two cores that is more than the console's 20 s.

describe('ProductsPage', () => {
  it(
    'lists the products, each linked to its edit page, and filters on the server',
    { timeout: 45_000 },
    async () => {
      serveOperatorMe(server, { role: 'OPERATOR' });
      const list = mockEndpoint(listAdminProducts, {
        list: [
          adminProductListItem(3),
          adminProductListItem(2, {
            categoryId1: 2,
            categoryPath: '인터넷',
            name: 'KT 기가 인터넷',
            brand: 'KT',
            price: 33_000,
            isActive: false,
          }),
        ],
        totalElements: 12,
        totalPages: 2,
      });
      server.use(list.handler);
      const user = userEvent.setup();
      renderAdmin({ entries: [paths.products()] });

      expect(
        await screen.findByRole('link', { name: '갤럭시 S26 3' }, { timeout: 10_000 }),
      ).toHaveAttribute('href', paths.product(3));
      const hidden = screen.getByRole('row', { name: /KT 기가 인터넷/ });
      expect(within(hidden).getByText('숨김')).toBeVisible();
      expect(within(hidden).getByText('33,000원')).toBeVisible();
      expect(screen.getByText('총 12개 · 1/2 페이지')).toBeVisible();
      expect(screen.getByRole('link', { name: '상품 추가' })).toHaveAttribute(
        'href',
        paths.newProduct(),
      );
      await expectNoAxeViolations();

      await user.selectOptions(screen.getByRole('combobox', { name: '카테고리' }), '인터넷');
      await waitFor(() => expect(list.calls.at(-1)?.url.searchParams.get('categoryId')).toBe('2'));
      await user.selectOptions(screen.getByRole('combobox', { name: '노출' }), '숨김');
      await waitFor(() =>
        expect(list.calls.at(-1)?.url.searchParams.get('visibility')).toBe('hidden'),
      );
      expect(list.calls.at(-1)?.url.searchParams.get('categoryId')).toBe('2');
      await user.type(screen.getByRole('textbox', { name: '상품명·브랜드·모델명' }), '기가');
      await user.click(screen.getByRole('button', { name: '찾기' }));
      await waitFor(() => expect(list.calls.at(-1)?.url.searchParams.get('search')).toBe('기가'));
    },
  );

  it('orders by a column from its header on the server, keeping the filters and the order in the address', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'VIEWER' });
    const list = mockEndpoint(listAdminProducts, () =>
      listPage([adminProductListItem(3), adminProductListItem(4)], 12),
    );
    server.use(list.handler);
    const { router } = renderAdmin({ entries: [`${paths.products()}?visibility=hidden&page=2`] });

    const edited = await screen.findByRole(
      'columnheader',
      { name: '수정 시각 (KST)' },
      { timeout: 10_000 },
    );
    expect(edited).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: '카테고리' })).not.toContainElement(
      screen.queryByRole('button', { name: '카테고리' }),
    );

    await user.click(screen.getByRole('button', { name: '가격' }));
    await waitFor(() =>
      expect(Object.fromEntries(list.calls.at(-1)!.url.searchParams)).toEqual({
        categoryId: '0',
        visibility: 'hidden',
        sort: 'price',
        order: 'desc',
        page: '1',
        size: '10',
      }),
    );
    expect(screen.getByRole('columnheader', { name: '가격' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(edited).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: '가격' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?visibility=hidden&sort=price&order=asc'),
    );
    await user.click(screen.getByRole('button', { name: '상품명' }));
    await waitFor(() => expect(list.calls.at(-1)!.url.searchParams.get('sort')).toBe('name'));
    expect(list.calls.at(-1)!.url.searchParams.get('order')).toBe('asc');
    // Another filter keeps the order asked.
    await user.selectOptions(screen.getByRole('combobox', { name: '카테고리' }), '인터넷');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?category=2&visibility=hidden&sort=name&order=asc',
      ),
    );
  });

  it('says when no product matches, and shows a 조회 전용 operator no 상품 추가', async () => {
    serveOperatorMe(server, { role: 'VIEWER' });
    server.use(mockEndpoint(listAdminProducts, listPage([])).handler);
    renderAdmin({ entries: [`${paths.products()}?visibility=hidden`] });
    expect(await screen.findByText('조건에 맞는 상품이 없어요')).toBeVisible();
    expect(screen.queryByRole('link', { name: '상품 추가' })).toBeNull();
  });
});
