import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listQuotationsAwaitingSelection } from '@quotemarket/contract';
import { numbered, quotationCheckItem } from '@quotemarket/contract/testing';
import {
  mockEndpoint,
  renderHookAfterPrefetch,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import {
  quotationsAwaitingSelectionQuery,
  useQuotationsAwaitingSelection,
} from './useQuotationsAwaitingSelection';

const server = setupMswServer();

function serveFullPage() {
  const mock = mockEndpoint(listQuotationsAwaitingSelection, {
    list: numbered(10, quotationCheckItem),
    totalElements: 10,
    totalPages: 1,
  });
  server.use(mock.handler);
  return mock;
}

describe('useQuotationsAwaitingSelection', () => {
  it('pages with pageNo and size', async () => {
    const mock = serveFullPage();
    const { result } = renderHookWithApi(() => useQuotationsAwaitingSelection());
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.hasNextPage).toBe(true);
    expect(mock.calls[0]?.url.search).toBe('?pageNo=1&size=10');
  });

  it('reads the first page quotationsAwaitingSelectionQuery fetched, without asking again', async () => {
    const mock = serveFullPage();
    const { result } = await renderHookAfterPrefetch(
      ({ queryClient, apiClient }) =>
        queryClient.prefetchInfiniteQuery(quotationsAwaitingSelectionQuery(apiClient)),
      () => useQuotationsAwaitingSelection(),
    );
    expect(result.current.items).toHaveLength(10);
    expect(mock.calls).toHaveLength(1);
    expect(mock.calls[0]?.url.search).toBe('?pageNo=1&size=10');
  });
});
