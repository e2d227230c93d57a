import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAdminNotices } from '@quotemarket/contract';
import { adminNotice, listPage } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useAdminNotices } from './useAdminNotices';

const server = setupMswServer();

describe('useAdminNotices', () => {
  it('asks for one page of notices in the chosen category, state and order', async () => {
    const mock = mockEndpoint(listAdminNotices, listPage([adminNotice(1, { state: 'scheduled' })]));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() =>
      useAdminNotices(
        { category: '점검', state: 'scheduled' },
        { page: 1, order: { sort: 'publishedAt', order: 'asc' } },
      ),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      category: '점검',
      state: 'scheduled',
      sort: 'publishedAt',
      order: 'asc',
      page: '1',
      size: '10',
    });
    expect(result.current.data?.list[0]?.state).toBe('scheduled');
  });

  it('asks for the most recently edited first unless told otherwise', async () => {
    const mock = mockEndpoint(listAdminNotices, listPage([]));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useAdminNotices({}, { page: 1 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      sort: 'updatedAt',
      order: 'desc',
      page: '1',
      size: '10',
    });
  });
});
