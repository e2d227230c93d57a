import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAuditLog } from '@quotemarket/contract';
import { auditEntry, listPage } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { signedInOperator } from './operatorSessionTesting';
import { useAuditLog, type AuditLogFilter } from './useAuditLog';

const server = setupMswServer();

describe('useAuditLog', () => {
  it('asks the server for one page with the filters, and keeps that page while the next loads', async () => {
    const mock = mockEndpoint(listAuditLog, ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      return listPage([auditEntry(page * 10)], 25);
    });
    server.use(mock.handler);
    const filter: AuditLogFilter = {
      operatorId: 3,
      action: 'operator.invite',
      from: '2026-11-01',
      to: '2026-11-30',
    };
    const { result, rerender } = renderHookWithApi(
      ({ page }: { page: number }) => useAuditLog(filter, { page }),
      { ...signedInOperator(), initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.list[0]?.id).toBe(10);
    expect(result.current.data?.totalPages).toBe(3);
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      operatorId: '3',
      action: 'operator.invite',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'createdAt',
      order: 'desc',
      page: '1',
      size: '10',
    });

    rerender({ page: 2 });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.list[0]?.id).toBe(10);
    await waitFor(() => expect(result.current.data?.list[0]?.id).toBe(20));
    expect(mock.calls[1]?.url.searchParams.get('page')).toBe('2');
  });

  it('asks for the order given, and keeps the last order’s rows while it loads', async () => {
    const mock = mockEndpoint(listAuditLog, ({ url }) =>
      listPage([auditEntry(url.searchParams.get('order') === 'asc' ? 1 : 2)], 2),
    );
    server.use(mock.handler);
    const { result, rerender } = renderHookWithApi(
      ({ order }: { order: 'asc' | 'desc' }) =>
        useAuditLog({}, { page: 1, order: { sort: 'operator', order } }),
      { ...signedInOperator(), initialProps: { order: 'asc' as 'asc' | 'desc' } },
    );
    await waitFor(() => expect(result.current.data?.list[0]?.id).toBe(1));
    expect(mock.calls[0]!.url.searchParams.get('sort')).toBe('operator');

    rerender({ order: 'desc' });
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.list[0]?.id).toBe(2));
    expect(mock.calls[1]!.url.searchParams.get('order')).toBe('desc');
  });

  it('reports a failure with the API’s message', async () => {
    server.use(
      mockEndpoint(listAuditLog, () => apiErrorResponse(400, '날짜를 확인해 주세요.')).handler,
    );
    const { result } = renderHookWithApi(() => useAuditLog({}, { page: 1 }), signedInOperator());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('날짜를 확인해 주세요.');
  });
});
