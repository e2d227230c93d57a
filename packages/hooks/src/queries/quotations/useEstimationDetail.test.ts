import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getEstimationDetail } from '@quotemarket/contract';
import { mockEndpoint } from '../../testing/mockEndpoint';
import { setupMswServer } from '../../testing/mswServer';
import { estimationDetail } from '../../testing/quoteFixtures';
import { renderHookWithApi } from '../../testing/renderWithApi';
import { useEstimationDetail } from './useEstimationDetail';

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
});
