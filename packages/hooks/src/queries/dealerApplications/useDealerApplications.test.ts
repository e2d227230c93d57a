import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listDealerApplications } from '@quotemarket/contract';
import { dealerApplicationListItem } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useDealerApplications } from './useDealerApplications';

const server = setupMswServer();

describe('useDealerApplications', () => {
  it('asks the server for one page of one status', async () => {
    const page = { list: [dealerApplicationListItem(3)], totalElements: 11, totalPages: 2 };
    const mock = mockEndpoint(listDealerApplications, page);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() =>
      useDealerApplications({ status: 'received', page: 2 }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(page);
    const search = mock.calls[0]?.url.searchParams;
    expect([search?.get('status'), search?.get('page'), search?.get('size')]).toEqual([
      'received',
      '2',
      '10',
    ]);
  });

  it('leaves the status out for every application', async () => {
    const mock = mockEndpoint(listDealerApplications, {
      list: [],
      totalElements: 0,
      totalPages: 0,
    });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useDealerApplications({ page: 1 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mock.calls[0]?.url.searchParams.has('status')).toBe(false);
  });
});
