import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealDocumentMessages, getSharedDealDocument } from '@quotemarket/contract';
import { dealDocument } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useSharedDealDocument } from './useSharedDealDocument';

const server = setupMswServer();

describe('useSharedDealDocument', () => {
  it('opens the document with the link’s token', async () => {
    const answer = { document: dealDocument(), expiresAt: '2027-02-24T05:30:00.000Z' };
    const mock = mockEndpoint(getSharedDealDocument, answer);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useSharedDealDocument('abc_DEF-123'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(answer);
    expect(mock.calls[0]?.url.searchParams.get('token')).toBe('abc_DEF-123');
  });

  it('gives up at once on a revoked link, with its reason', async () => {
    const mock = mockEndpoint(getSharedDealDocument, () =>
      apiErrorResponse(410, dealDocumentMessages.revoked),
    );
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useSharedDealDocument('gone'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      status: 410,
      message: dealDocumentMessages.revoked,
    });
    expect(mock.calls).toHaveLength(1);
  });
});
