import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultEstimationSort, listEstimationsByQuotation } from '@quotemarket/contract';
import { estimationCard } from '@quotemarket/contract/testing';
import {
  mockEndpoint,
  renderHookAfterPrefetch,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import {
  estimationsByQuotationQuery,
  useEstimationsByQuotation,
} from './useEstimationsByQuotation';

const server = setupMswServer();

const quotation = {
  quotationId: 41,
  createdAt: '2026-11-20T10:00:00.000Z',
  deadlineAt: '2026-11-22T10:00:00.000Z',
  productName: '갤럭시 S25',
  estimationCount: 2,
  isOpen: true,
  selectedEstimationId: null,
  cheapestSaving: null,
};

function serveTwoCards() {
  const mock = mockEndpoint(listEstimationsByQuotation, {
    list: [estimationCard(1), estimationCard(2)],
    totalElements: 2,
    totalPages: 1,
    quotation,
  });
  server.use(mock.handler);
  return mock;
}

describe('useEstimationsByQuotation', () => {
  it('loads the quote cards of the request with its summary, under that request', async () => {
    const mock = serveTwoCards();
    const { result, queryClient } = renderHookWithApi(() =>
      useEstimationsByQuotation(41, 'highestAmountFunding'),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.quotation).toEqual(quotation);
    expect(Object.fromEntries(mock.calls[0]?.url.searchParams ?? [])).toEqual({
      quotationId: '41',
      sortOrder: 'highestAmountFunding',
      page: '1',
      size: '10',
    });
    const cached = queryClient.getQueriesData({
      queryKey: queryKeys.quotations.estimations.ofQuotation(41),
    });
    expect(cached).toHaveLength(1);
  });

  it('reads what estimationsByQuotationQuery fetched, in the same default order', async () => {
    const mock = serveTwoCards();
    const { result } = await renderHookAfterPrefetch(
      ({ queryClient, apiClient }) =>
        queryClient.prefetchInfiniteQuery(estimationsByQuotationQuery(apiClient, 41)),
      () => useEstimationsByQuotation(41),
    );
    expect(result.current.items).toHaveLength(2);
    expect(result.current.quotation).toEqual(quotation);
    expect(mock.calls).toHaveLength(1);
    expect(mock.calls[0]?.url.searchParams.get('sortOrder')).toBe(defaultEstimationSort);
  });
});
