import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAdminDealers } from '@quotemarket/contract';
import { adminDealerSummary, listPage } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useAdminDealers } from './useAdminDealers';

const server = setupMswServer();

describe('useAdminDealers', () => {
  it('asks the server for one filtered page and keeps it while the next loads', async () => {
    const mock = mockEndpoint(listAdminDealers, ({ url }) =>
      listPage([adminDealerSummary(Number(url.searchParams.get('page')))], 25),
    );
    server.use(mock.handler);
    const { result, rerender } = renderHookWithApi(
      ({ page }: { page: number }) =>
        useAdminDealers(
          { status: 'suspended', search: '강남' },
          { page, order: { sort: 'bidCount', order: 'asc' } },
        ),
      { initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      status: 'suspended',
      search: '강남',
      sort: 'bidCount',
      order: 'asc',
      page: '1',
      size: '10',
    });
    rerender({ page: 2 });
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.list[0]?.id).toBe(2));
  });

  it('leaves out the filters not chosen, asks for the newest first and reports a failure with the API’s message', async () => {
    const mock = mockEndpoint(listAdminDealers, () => apiErrorResponse(403, '권한이 없어요.'));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useAdminDealers({ search: '' }, { page: 1 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      sort: 'createdAt',
      order: 'desc',
      page: '1',
      size: '10',
    });
    expect(result.current.error?.message).toBe('권한이 없어요.');
  });
});
