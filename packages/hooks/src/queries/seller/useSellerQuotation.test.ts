import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSellerQuotation } from '@quotemarket/contract';
import { sellerQuotationDetail } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useSellerQuotation } from './useSellerQuotation';

const server = setupMswServer();

describe('useSellerQuotation', () => {
  it('loads the request by its id', async () => {
    const mock = mockEndpoint(getSellerQuotation, sellerQuotationDetail(42));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useSellerQuotation(42));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/seller/quotations/42');
    expect(result.current.data).toEqual(sellerQuotationDetail(42));
  });

  it('waits while there is no id', () => {
    const mock = mockEndpoint(getSellerQuotation, sellerQuotationDetail(42));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useSellerQuotation(undefined));
    expect(result.current.fetchStatus).toBe('idle');
    expect(mock.calls).toHaveLength(0);
  });

  it('shows the Korean message of a request outside the dealer’s categories', async () => {
    const message = '견적 요청을 찾을 수 없어요.';
    server.use(mockEndpoint(getSellerQuotation, () => apiErrorResponse(404, message)).handler);
    const { result } = renderHookWithApi(() => useSellerQuotation(5));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(message);
  });
});
