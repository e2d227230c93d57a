import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getNoticeDetail, type NoticeDetail } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useNoticeDetail } from './useNoticeDetail';

const server = setupMswServer();

const detail: NoticeDetail = {
  id: 4,
  category: '안내',
  title: '설 연휴 배송 안내',
  mandatory: true,
  interventionDate: '2026-11-01T00:00:00.000Z',
  date: '2026-11-01',
  imageUrl: null,
  content: '<p>연휴 동안 배송이 늦어질 수 있어요.</p>',
};

describe('useNoticeDetail', () => {
  it('loads one notice by its id', async () => {
    const mock = mockEndpoint(getNoticeDetail, detail);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useNoticeDetail(4));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(detail);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v1/notices/4');
  });

  it('exposes the API message for an unknown notice', async () => {
    server.use(
      mockEndpoint(getNoticeDetail, () => apiErrorResponse(404, '공지사항을 찾을 수 없어요.'))
        .handler,
    );
    const { result } = renderHookWithApi(() => useNoticeDetail(99));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('공지사항을 찾을 수 없어요.');
  });
});
