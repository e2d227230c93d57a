import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMarketRequests } from '@quotemarket/contract';
import { listPage, marketRequestListItem } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { signedInOperator } from './operatorSessionTesting';
import { useMarketRequests, type MarketRequestSearch } from './useMarketRequests';

const server = setupMswServer();

describe('useMarketRequests', () => {
  it('asks for one page of a phone search, latest first, and keeps the rows while the next search loads', async () => {
    const mock = mockEndpoint(listMarketRequests, ({ url }) =>
      listPage([marketRequestListItem(url.searchParams.get('phone') === '1234' ? 7 : 8)], 1),
    );
    server.use(mock.handler);
    const { result, rerender } = renderHookWithApi(
      ({ search }: { search: MarketRequestSearch }) => useMarketRequests(search, { page: 1 }),
      { ...signedInOperator(), initialProps: { search: { phone: '1234' } as MarketRequestSearch } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      phone: '1234',
      sort: 'submittedAt',
      order: 'desc',
      page: '1',
      size: '10',
    });
    expect(result.current.data?.list[0]?.id).toBe(7);

    rerender({ search: { requestId: 8 } });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.list[0]?.id).toBe(7);
    await waitFor(() => expect(result.current.data?.list[0]?.id).toBe(8));
    expect(mock.calls[1]?.url.searchParams.get('requestId')).toBe('8');
  });

  it('asks for the order chosen', async () => {
    const mock = mockEndpoint(listMarketRequests, listPage([]));
    server.use(mock.handler);
    const { result } = renderHookWithApi(
      () => useMarketRequests({}, { page: 2, order: { sort: 'bidCount', order: 'asc' } }),
      signedInOperator(),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      sort: 'bidCount',
      order: 'asc',
      page: '2',
      size: '10',
    });
  });
});
