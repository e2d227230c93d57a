import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getQuotationMarketPrice } from '@quotemarket/contract';
import { marketPrice } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useQuotationMarketPrice } from './useQuotationMarketPrice';

const server = setupMswServer();

describe('useQuotationMarketPrice', () => {
  it("loads the market price of the buyer's request", async () => {
    const mock = mockEndpoint(getQuotationMarketPrice, { marketPrice: marketPrice() });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useQuotationMarketPrice(26));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ marketPrice: marketPrice() });
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotation-list/quotations/26/market-price');
  });

  it('asks nothing while disabled', () => {
    const mock = mockEndpoint(getQuotationMarketPrice, { marketPrice: null });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useQuotationMarketPrice(26, { enabled: false }));
    expect(result.current.fetchStatus).toBe('idle');
    expect(mock.calls).toHaveLength(0);
  });
});
