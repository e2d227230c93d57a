import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listSellerDeals } from '@quotemarket/contract';
import { listPage, numbered, sellerDeal } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useSellerDeals } from './useSellerDeals';

const server = setupMswServer();

describe('useSellerDeals', () => {
  it('loads the won deals page by page', async () => {
    const all = numbered(11, sellerDeal);
    const mock = mockEndpoint(listSellerDeals, ({ url }) => {
      const pageNumber = Number(url.searchParams.get('page'));
      return listPage(all.slice((pageNumber - 1) * 10, pageNumber * 10), all.length);
    });
    server.use(mock.handler);
    const { result } = renderHookWithApi(useSellerDeals);

    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());

    expect(result.current.items.at(-1)).toEqual(sellerDeal(11));
    expect(result.current.hasNextPage).toBe(false);
    expect(mock.calls.map(({ url }) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });
});
