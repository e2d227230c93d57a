import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPendingHistory } from '@quotemarket/contract';
import { numbered, pendingItem } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { usePendingHistory } from './usePendingHistory';

const server = setupMswServer();

describe('usePendingHistory', () => {
  it('loads the not-selected requests, newest first by default', async () => {
    const mock = mockEndpoint(listPendingHistory, {
      content: numbered(3, pendingItem),
      totalElements: 3,
      totalPages: 1,
    });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => usePendingHistory());
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(mock.calls[0]?.url.searchParams.get('sortOrder')).toBe('latest');
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotation-list/pending');
  });
});
