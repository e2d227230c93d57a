import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReviewChecks } from '@quotemarket/contract';
import { listPage, reviewCheck } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useReviewChecks } from './useReviewChecks';

const server = setupMswServer();

describe('useReviewChecks', () => {
  it('asks the server for one page of a status, in the order asked', async () => {
    const mock = mockEndpoint(listReviewChecks, listPage([reviewCheck(4)]));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() =>
      useReviewChecks('PENDING', { page: 1, order: { sort: 'rating', order: 'asc' } }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      status: 'PENDING',
      sort: 'rating',
      order: 'asc',
      page: '1',
      size: '10',
    });
    expect(result.current.data?.list[0]?.id).toBe(4);
  });

  it('asks for every status, the oldest first, when none is chosen, and reports a failure', async () => {
    const mock = mockEndpoint(listReviewChecks, () =>
      apiErrorResponse(500, '잠시 후 다시 시도해 주세요.'),
    );
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useReviewChecks(undefined, { page: 1 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      sort: 'createdAt',
      order: 'asc',
      page: '1',
      size: '10',
    });
    expect(result.current.error?.message).toBe('잠시 후 다시 시도해 주세요.');
  });
});
