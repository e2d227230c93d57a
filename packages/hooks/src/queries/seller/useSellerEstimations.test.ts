import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listSellerEstimations } from '@quotemarket/contract';
import { listPage, numbered, sellerEstimationListItem } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useSellerEstimations } from './useSellerEstimations';

const server = setupMswServer();

describe('useSellerEstimations', () => {
  it('asks for the chosen outcome and ends after a short page', async () => {
    const mock = mockEndpoint(
      listSellerEstimations,
      listPage(numbered(3, sellerEstimationListItem)),
    );
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useSellerEstimations({ outcome: 'SELECTED' }));

    await waitFor(() => expect(result.current.items).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(mock.calls[0]?.url.search).toBe('?outcome=SELECTED&page=1&size=10');
  });
});
