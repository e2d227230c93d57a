import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previewNotice, type NoticeDetail } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useNoticePreview } from './useNoticePreview';

const server = setupMswServer();

const preview: NoticeDetail = {
  id: 4,
  category: '이벤트',
  title: '연말 이벤트 안내',
  mandatory: false,
  interventionDate: '2026-12-01T01:00:00.000Z',
  date: '2026-12-01',
  imageUrl: null,
  content: '<p>이벤트를 열어요.</p>',
};

describe('useNoticePreview', () => {
  it('loads the notice as the buyer app would receive it', async () => {
    const mock = mockEndpoint(previewNotice, preview);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useNoticePreview(4));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(preview);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/notices/4/preview');
  });

  it('waits until it is enabled', () => {
    const mock = mockEndpoint(previewNotice, preview);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useNoticePreview(4, { enabled: false }));
    expect(result.current.fetchStatus).toBe('idle');
    expect(mock.calls).toHaveLength(0);
  });
});
