import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAdminReports } from '@quotemarket/contract';
import { adminReportSummary, listPage } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useAdminReports } from './useAdminReports';

const server = setupMswServer();

describe('useAdminReports', () => {
  it('asks the server for one page of a status, a reason and a dealer, in the order asked', async () => {
    const mock = mockEndpoint(listAdminReports, listPage([adminReportSummary(1)]));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() =>
      useAdminReports(
        { status: 'REVIEWING', reason: 'DIFFERENT_CONTRACT', dealerId: 3 },
        { page: 2, order: { sort: 'storeName', order: 'desc' } },
      ),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      status: 'REVIEWING',
      reason: 'DIFFERENT_CONTRACT',
      dealerId: '3',
      sort: 'storeName',
      order: 'desc',
      page: '2',
      size: '10',
    });
    expect(result.current.data?.list[0]?.id).toBe(1);
  });

  it('asks for the oldest first unless told, and reports a failure with the API’s message', async () => {
    const mock = mockEndpoint(listAdminReports, () => apiErrorResponse(403, '권한이 없어요.'));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useAdminReports({}, { page: 1 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      sort: 'createdAt',
      order: 'asc',
      page: '1',
      size: '10',
    });
    expect(result.current.error?.message).toBe('권한이 없어요.');
  });
});
