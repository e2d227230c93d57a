import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enforcementMessages, updateAdminReport } from '@quotemarket/contract';
import { adminReportDetail } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useUpdateAdminReport } from './useUpdateAdminReport';

const server = setupMswServer();

describe('useUpdateAdminReport', () => {
  it('resolves the report with its action, keeps the answer and refreshes the dealer', async () => {
    const resolved = adminReportDetail(8, { status: 'RESOLVED', action: 'WARN' });
    const mock = mockEndpoint(updateAdminReport, resolved);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useUpdateAdminReport);
    queryClient.setQueryData(queryKeys.operator.enforcement.dealers.detail(3), {});
    await act(() =>
      result.current.mutateAsync({
        reportId: 8,
        update: { status: 'RESOLVED', action: 'WARN', note: '첫 경고' },
      }),
    );
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/reports/8/status');
    expect(mock.calls[0]?.body).toEqual({ status: 'RESOLVED', action: 'WARN', note: '첫 경고' });
    expect(queryClient.getQueryData(queryKeys.operator.enforcement.reports.detail(8))).toEqual(
      resolved,
    );
    expect(
      queryClient.getQueryState(queryKeys.operator.enforcement.dealers.detail(3))?.isInvalidated,
    ).toBe(true);
  });

  it('exposes the refusal of a finished report', async () => {
    server.use(
      mockEndpoint(updateAdminReport, () =>
        apiErrorResponse(409, enforcementMessages.reportFinished),
      ).handler,
    );
    const { result } = renderHookWithApi(useUpdateAdminReport);
    await expect(
      act(() => result.current.mutateAsync({ reportId: 8, update: { status: 'REVIEWING' } })),
    ).rejects.toThrow(enforcementMessages.reportFinished);
  });
});
