import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeQuotation, quotationClosingMessages } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { queryKeys } from '../queryKeys';
import { useCloseQuotation } from './useCloseQuotation';

const server = setupMswServer();

const changed = [
  queryKeys.quotations.awaitingSelection.list({}),
  queryKeys.quotations.estimations.list({ quotationId: 41, sortOrder: 'latest' }),
  queryKeys.quotations.pendingHistory.list({ sortOrder: 'latest' }),
];
const unchanged = [
  queryKeys.quotations.estimations.list({ quotationId: 42, sortOrder: 'latest' }),
  queryKeys.quotations.selectedHistory.list({ sortOrder: 'latest' }),
];

describe('useCloseQuotation', () => {
  it('closes the request by its id and refreshes the screens that show it', async () => {
    const mock = mockEndpoint(closeQuotation, { quotationId: 41 });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useCloseQuotation());
    seedQueries(queryClient, [...changed, ...unchanged]);
    await act(() => result.current.mutateAsync(41));
    expect(mock.calls).toHaveLength(1);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotation-list/quotations/41/close');
    expect(invalidatedAmong(queryClient, [...changed, ...unchanged])).toEqual(changed);
  });

  it('on "no longer open" rejects with the API message and still refreshes them', async () => {
    server.use(
      mockEndpoint(closeQuotation, () => apiErrorResponse(409, quotationClosingMessages.notOpen))
        .handler,
    );
    const { result, queryClient } = renderHookWithApi(() => useCloseQuotation());
    seedQueries(queryClient, [...changed, ...unchanged]);
    const attempt = result.current.mutateAsync(41);
    await expect(attempt).rejects.toMatchObject({ message: quotationClosingMessages.notOpen });
    expect(invalidatedAmong(queryClient, [...changed, ...unchanged])).toEqual(changed);
  });

  it('leaves the cache alone on other failures', async () => {
    server.use(
      mockEndpoint(closeQuotation, () => apiErrorResponse(500, '잠시 후 다시 시도해 주세요.'))
        .handler,
    );
    const { result, queryClient } = renderHookWithApi(() => useCloseQuotation());
    seedQueries(queryClient, changed);
    await expect(result.current.mutateAsync(41)).rejects.toBeDefined();
    expect(invalidatedAmong(queryClient, changed)).toEqual([]);
  });
});
