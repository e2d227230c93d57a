import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { revokeDealDocumentShare, shareDealDocument } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { queryKeys } from '../queryKeys';
import { useDealDocumentShare } from './useDealDocumentShare';

const server = setupMswServer();

describe('useDealDocumentShare', () => {
  it('makes a link, hands back its token once and reads the document again', async () => {
    const link = { token: 'abc_DEF-123', expiresAt: '2027-02-24T05:30:00.000Z' };
    const mock = mockEndpoint(shareDealDocument, link);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useDealDocumentShare(26));
    const mine = queryKeys.quotations.dealDocument(26);
    const other = queryKeys.quotations.dealDocument(27);
    seedQueries(queryClient, [mine, other]);
    await expect(act(() => result.current.create.mutateAsync())).resolves.toEqual(link);
    expect(mock.calls[0]?.url.pathname).toBe(
      '/api/v2/quotations/purchase-history/26/deal-document/share',
    );
    expect(invalidatedAmong(queryClient, [mine, other])).toEqual([mine]);
  });

  it('stops the link and reads the document again', async () => {
    const mock = mockEndpoint(revokeDealDocumentShare, null);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useDealDocumentShare(26));
    const mine = queryKeys.quotations.dealDocument(26);
    seedQueries(queryClient, [mine]);
    await act(() => result.current.revoke.mutateAsync());
    expect(mock.calls).toHaveLength(1);
    expect(invalidatedAmong(queryClient, [mine])).toEqual([mine]);
  });
});
