import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportSeller } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { queryKeys } from '../queryKeys';
import { useReportSeller } from './useReportSeller';

const server = setupMswServer();

const body = {
  content: '연락이 없어요.',
  sellerId: 5,
  productId: 7,
  reason: 'NO_CONTACT' as const,
};

describe('useReportSeller', () => {
  it('sends the report with its reason, without the quotation id, and refreshes that deal’s detail and 신고 내역', async () => {
    const mock = mockEndpoint(reportSeller, { reportId: 3 });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useReportSeller());
    const reported = queryKeys.quotations.purchaseDetail(41);
    const other = queryKeys.quotations.purchaseDetail(42);
    const myReports = queryKeys.users.reports();
    seedQueries(queryClient, [reported, other, myReports]);
    await act(() => result.current.mutateAsync({ ...body, quotationId: 41 }));
    expect(mock.calls[0]?.body).toEqual(body);
    expect(invalidatedAmong(queryClient, [reported, other, myReports])).toEqual([
      reported,
      myReports,
    ]);
  });

  it('sends a report without a reason as the first app did (the server files it as 기타)', async () => {
    const mock = mockEndpoint(reportSeller, { reportId: 4 });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useReportSeller());
    const { reason: _none, ...withoutReason } = body;
    await act(() => result.current.mutateAsync({ ...withoutReason, quotationId: 41 }));
    expect(mock.calls[0]?.body).toEqual(withoutReason);
  });

  it('rejects a second report with the server message', async () => {
    server.use(
      mockEndpoint(reportSeller, () => apiErrorResponse(409, '이미 신고한 판매점이에요.')).handler,
    );
    const { result } = renderHookWithApi(() => useReportSeller());
    await expect(result.current.mutateAsync({ ...body, quotationId: 41 })).rejects.toMatchObject({
      status: 409,
      message: '이미 신고한 판매점이에요.',
    });
  });
});
