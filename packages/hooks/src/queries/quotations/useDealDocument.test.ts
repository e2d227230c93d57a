import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDealDocument } from '@quotemarket/contract';
import { buyerDealDocument } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useDealDocument } from './useDealDocument';

const server = setupMswServer();

describe('useDealDocument', () => {
  it('reads the 견적서 of a selected request by its quotation id', async () => {
    const answer = buyerDealDocument();
    const mock = mockEndpoint(getDealDocument, answer);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useDealDocument(26));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(answer);
    expect(mock.calls[0]?.url.pathname).toBe(
      '/api/v2/quotations/purchase-history/26/deal-document',
    );
  });

  it('exposes the Korean message of a document that is not the buyer’s', async () => {
    server.use(
      mockEndpoint(getDealDocument, () => apiErrorResponse(404, '견적서를 찾을 수 없어요.'))
        .handler,
    );
    const { result } = renderHookWithApi(() => useDealDocument(26));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('견적서를 찾을 수 없어요.');
  });
});
