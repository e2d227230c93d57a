import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSellerDealDocument } from '@quotemarket/contract';
import { dealDocument } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useSellerDealDocument } from './useSellerDealDocument';

const server = setupMswServer();

describe('useSellerDealDocument', () => {
  it('reads the 견적서 of a won deal by its selection id', async () => {
    const answer = dealDocument();
    const mock = mockEndpoint(getSellerDealDocument, answer);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useSellerDealDocument(7));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(answer);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/seller/deals/7/deal-document');
  });
});
