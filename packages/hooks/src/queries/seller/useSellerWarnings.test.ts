import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listSellerWarnings } from '@quotemarket/contract';
import { numbered, sellerWarning } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useSellerWarnings } from './useSellerWarnings';

const server = setupMswServer();

function renderWarnings() {
  const list = mockEndpoint(listSellerWarnings, numbered(2, sellerWarning));
  server.use(list.handler);
  const rendered = renderHookWithApi(() => ({ warnings: useSellerWarnings() }));
  return { ...rendered, listCalls: list.calls };
}

describe('useSellerWarnings', () => {
  it('lists the warnings not yet acknowledged', async () => {
    const { result, listCalls } = renderWarnings();
    await waitFor(() => expect(result.current.warnings.data).toHaveLength(2));
    expect(listCalls[0]?.url.pathname).toBe('/api/v2/seller/warnings');
  });
});
