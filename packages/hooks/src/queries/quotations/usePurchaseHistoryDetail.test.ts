import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPurchaseHistoryDetail } from '@quotemarket/contract';
import { historyDetail } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { usePurchaseHistoryDetail } from './usePurchaseHistoryDetail';

const server = setupMswServer();

const detail = historyDetail();

describe('usePurchaseHistoryDetail', () => {
  it('reads the detail by quotation id', async () => {
    const mock = mockEndpoint(getPurchaseHistoryDetail, detail);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => usePurchaseHistoryDetail(41));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(detail);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotations/purchase-history/41');
  });

  it('exposes the Korean message of a request that is not the buyer’s', async () => {
    server.use(
      mockEndpoint(getPurchaseHistoryDetail, () =>
        apiErrorResponse(404, '견적 요청을 찾을 수 없어요.'),
      ).handler,
    );
    const { result } = renderHookWithApi(() => usePurchaseHistoryDetail(41));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('견적 요청을 찾을 수 없어요.');
  });
});
