import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  approveDealerApplication,
  dealerApplicationMessages,
  dealerApplicationSorting,
  rejectDealerApplication,
} from '@quotemarket/contract';
import { dealerApplicationDetail } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useDecideDealerApplication } from './useDecideDealerApplication';

const server = setupMswServer();
const listKey = queryKeys.operator.dealerApplications.page({
  status: 'received',
  ...dealerApplicationSorting.fallback,
  page: 1,
  size: 10,
});

describe('useDecideDealerApplication', () => {
  it('approves, keeps the answer as the detail and refreshes the lists', async () => {
    const approved = dealerApplicationDetail(4, { status: 'approved', sellerId: 9 });
    const mock = mockEndpoint(approveDealerApplication, approved);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useDecideDealerApplication);
    queryClient.setQueryData(listKey, { list: [], totalElements: 0, totalPages: 0 });

    await act(() => result.current.mutateAsync({ id: 4, decision: 'approve' }));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/dealer-applications/4/approve');
    expect(queryClient.getQueryData(queryKeys.operator.dealerApplications.detail(4))).toEqual(
      approved,
    );
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('rejects with the reason', async () => {
    const mock = mockEndpoint(
      rejectDealerApplication,
      dealerApplicationDetail(4, { status: 'rejected', rejectionReason: '흐려요' }),
    );
    server.use(mock.handler);
    const { result } = renderHookWithApi(useDecideDealerApplication);
    await act(() => result.current.mutateAsync({ id: 4, decision: 'reject', reason: '흐려요' }));
    expect(mock.calls[0]?.body).toEqual({ reason: '흐려요' });
  });

  it('reports an application already decided', async () => {
    server.use(
      mockEndpoint(approveDealerApplication, () =>
        apiErrorResponse(409, dealerApplicationMessages.alreadyDecided),
      ).handler,
    );
    const { result } = renderHookWithApi(useDecideDealerApplication);
    act(() => result.current.mutate({ id: 4, decision: 'approve' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(dealerApplicationMessages.alreadyDecided);
  });
});
