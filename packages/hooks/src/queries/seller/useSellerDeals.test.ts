import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listSellerDeals } from '@quotemarket/contract';
import { mockEndpoint } from '../../testing/mockEndpoint';
import { setupMswServer } from '../../testing/mswServer';
import { renderHookWithApi } from '../../testing/renderWithApi';
import { deal, many, page } from './testFixtures';
import { useSellerDeals } from './useSellerDeals';

const server = setupMswServer();

describe('useSellerDeals', () => {
  it('loads the won deals page by page', async () => {
    const all = many(11, deal);
    const mock = mockEndpoint(listSellerDeals, ({ url }) => {
      const pageNumber = Number(url.searchParams.get('page'));
      return page(all.slice((pageNumber - 1) * 10, pageNumber * 10), all.length);
    });
    server.use(mock.handler);
    const { result } = renderHookWithApi(useSellerDeals);

    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());

    expect(result.current.items.at(-1)).toEqual(deal(11));
    expect(result.current.hasNextPage).toBe(false);
    expect(mock.calls.map(({ url }) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });
});
