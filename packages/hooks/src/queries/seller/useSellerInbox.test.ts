import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listSellerInbox } from '@quotemarket/contract';
import { listPage, numbered, sellerQuotation } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useSellerInbox } from './useSellerInbox';

const server = setupMswServer();

describe('useSellerInbox', () => {
  it('pages ten at a time with page and size, passing the category, until a short page', async () => {
    const all = numbered(13, sellerQuotation);
    const mock = mockEndpoint(listSellerInbox, ({ url }) => {
      const pageNumber = Number(url.searchParams.get('page'));
      return listPage(all.slice((pageNumber - 1) * 10, pageNumber * 10), all.length);
    });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useSellerInbox({ categoryId: 1 }));

    await waitFor(() => expect(result.current.items).toHaveLength(10));
    await act(() => result.current.fetchNextPage());

    expect(result.current.items.map((item) => item.quotationId)).toEqual(
      all.map((item) => item.quotationId),
    );
    expect(result.current.hasNextPage).toBe(false);
    expect(mock.calls.map(({ url }) => url.search)).toEqual([
      '?categoryId=1&page=1&size=10',
      '?categoryId=1&page=2&size=10',
    ]);
  });
});
