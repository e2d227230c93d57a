import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reactivateDealer } from '@quotemarket/contract';
import { adminDealerDetail, auditEntry } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useReactivateDealer } from './useReactivateDealer';

const server = setupMswServer();

describe('useReactivateDealer', () => {
  it('sends the reason, keeps the answer as the dealer’s detail and refreshes lists and the log', async () => {
    const answer = adminDealerDetail(3, { status: 'active', suspension: null });
    const mock = mockEndpoint(reactivateDealer, answer);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useReactivateDealer);
    queryClient.setQueryData(queryKeys.operator.enforcement.dealers.page({ page: 1, size: 10 }), {
      list: [],
      totalElements: 0,
      totalPages: 0,
    });
    queryClient.setQueryData(queryKeys.operator.auditLog.page({ page: 1, size: 10 }), {
      list: [auditEntry(1)],
      totalElements: 1,
      totalPages: 1,
    });
    await act(() => result.current.mutateAsync({ dealerId: 3, reason: '허위 견적 반복' }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/dealers/3/reactivate');
    expect(mock.calls[0]?.body).toEqual({ reason: '허위 견적 반복' });
    expect(queryClient.getQueryData(queryKeys.operator.enforcement.dealers.detail(3))).toEqual(
      answer,
    );
    expect(
      queryClient.getQueryState(queryKeys.operator.enforcement.dealers.page({ page: 1, size: 10 }))
        ?.isInvalidated,
    ).toBe(true);
    expect(
      queryClient.getQueryState(queryKeys.operator.auditLog.page({ page: 1, size: 10 }))
        ?.isInvalidated,
    ).toBe(true);
  });
});
