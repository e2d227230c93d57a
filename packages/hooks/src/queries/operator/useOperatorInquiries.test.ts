import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOperatorInquiries } from '@quotemarket/contract';
import { listPage, operatorInquiry } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { signedInOperator } from './operatorSessionTesting';
import { useOperatorInquiries } from './useOperatorInquiries';

const server = setupMswServer();

describe('useOperatorInquiries', () => {
  it('asks for one page of one status, in the tab’s own order unless told', async () => {
    const mock = mockEndpoint(listOperatorInquiries, listPage([operatorInquiry(3)], 12));
    server.use(mock.handler);
    const { result, rerender } = renderHookWithApi(
      ({ order }: { order?: { sort: 'createdAt'; order: 'desc' } }) =>
        useOperatorInquiries('answered', { page: 2, order }),
      { ...signedInOperator(), initialProps: {} },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      status: 'answered',
      sort: 'answeredAt',
      order: 'desc',
      page: '2',
      size: '10',
    });
    expect(result.current.data?.totalPages).toBe(2);

    rerender({ order: { sort: 'createdAt', order: 'desc' } });
    await waitFor(() => expect(mock.calls).toHaveLength(2));
    expect(Object.fromEntries(mock.calls[1]!.url.searchParams)).toEqual({
      status: 'answered',
      sort: 'createdAt',
      order: 'desc',
      page: '2',
      size: '10',
    });
  });
});
