import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportSeller } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useReportSeller } from './useReportSeller';

const server = setupMswServer();

const body = { content: '연락이 없어요.', sellerId: 5, productId: 7 };

describe('useReportSeller', () => {
  it('sends the report', async () => {
    const mock = mockEndpoint(reportSeller, { reportId: 3 });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useReportSeller());
    await act(() => result.current.mutateAsync(body));
    expect(mock.calls[0]?.body).toEqual(body);
    await waitFor(() => expect(result.current.data).toEqual({ reportId: 3 }));
  });

  it('rejects with the server message', async () => {
    server.use(
      mockEndpoint(reportSeller, () => apiErrorResponse(400, '신고 내용을 입력해 주세요.')).handler,
    );
    const { result } = renderHookWithApi(() => useReportSeller());
    await expect(result.current.mutateAsync({ ...body, content: ' ' })).rejects.toMatchObject({
      message: '신고 내용을 입력해 주세요.',
    });
  });
});
