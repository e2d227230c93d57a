import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getEstimationDetail } from '@quotemarket/contract';
import { estimationDetail } from '@quotemarket/contract/testing';
import {
  mockEndpoint,
  renderHookAfterPrefetch,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { estimationDetailQuery, useEstimationDetail } from './useEstimationDetail';

const server = setupMswServer();

const detail = estimationDetail();

describe('useEstimationDetail', () => {
  it('reads one quote by estimation id', async () => {
    const mock = mockEndpoint(getEstimationDetail, detail);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useEstimationDetail(93));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(detail);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotation-list/estimations/93');
  });

  it('reads what estimationDetailQuery fetched ahead of it, without asking again', async () => {
    const mock = mockEndpoint(getEstimationDetail, detail);
    server.use(mock.handler);
    const { result } = await renderHookAfterPrefetch(
      ({ queryClient, apiClient }) =>
        queryClient.prefetchQuery(estimationDetailQuery(apiClient, 93)),
      () => useEstimationDetail(93),
    );
    expect(result.current.data).toEqual(detail);
    expect(mock.calls).toHaveLength(1);
  });
});
