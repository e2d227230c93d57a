import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getProductMarketPrices } from '@quotemarket/contract';
import { productMarketPrices } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useProductMarketPrices } from './useProductMarketPrices';

const server = setupMswServer();

describe('useProductMarketPrices', () => {
  it("loads the product's market prices by its id", async () => {
    const mock = mockEndpoint(getProductMarketPrices, productMarketPrices());
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useProductMarketPrices(12));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(productMarketPrices());
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/products/12/market-prices');
  });
});
