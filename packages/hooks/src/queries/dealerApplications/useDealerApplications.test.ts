import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listDealerApplications } from '@quotemarket/contract';
import { dealerApplicationListItem } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useDealerApplications } from './useDealerApplications';

const server = setupMswServer();

describe('useDealerApplications', () => {
  it('asks the server for one page of one status, newest first', async () => {
    const page = { list: [dealerApplicationListItem(3)], totalElements: 11, totalPages: 2 };
    const mock = mockEndpoint(listDealerApplications, page);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() =>
      useDealerApplications({ status: 'received', page: 2 }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(page);
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      status: 'received',
      sort: 'submittedAt',
      order: 'desc',
      page: '2',
      size: '10',
    });
  });

  it('leaves the status out for every application, and asks for the order chosen', async () => {
    const mock = mockEndpoint(listDealerApplications, {
      list: [],
      totalElements: 0,
      totalPages: 0,
    });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() =>
      useDealerApplications({ page: 1, order: { sort: 'storeName', order: 'asc' } }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      sort: 'storeName',
      order: 'asc',
      page: '1',
      size: '10',
    });
  });
});
