import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAdminReport, notFoundMessage } from '@quotemarket/contract';
import { adminReportDetail } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useAdminReport } from './useAdminReport';

const server = setupMswServer();

describe('useAdminReport', () => {
  it('loads the report by id', async () => {
    const mock = mockEndpoint(getAdminReport, adminReportDetail(8));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useAdminReport(8));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(adminReportDetail(8));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/reports/8');
  });

  it('exposes the Korean 404', async () => {
    server.use(
      mockEndpoint(getAdminReport, () => apiErrorResponse(404, notFoundMessage('report'))).handler,
    );
    const { result } = renderHookWithApi(() => useAdminReport(99));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(notFoundMessage('report'));
  });
});
