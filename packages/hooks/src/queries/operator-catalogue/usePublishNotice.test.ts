import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentMessages, publishNotice, unpublishNotice } from '@quotemarket/contract';
import { adminNotice } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { usePublishNotice } from './usePublishNotice';

const server = setupMswServer();

describe('usePublishNotice', () => {
  it('publishes now with an empty body', async () => {
    const mock = mockEndpoint(publishNotice, adminNotice(2, { state: 'published' }));
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(usePublishNotice);
    await act(() => result.current.mutateAsync({ noticeId: 2, publish: true }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/notices/2/publish');
    expect(mock.calls[0]?.body).toEqual({});
    expect(
      queryClient.getQueryData<{ state: string }>(queryKeys.operatorCatalogue.notices.detail(2))
        ?.state,
    ).toBe('published');
  });

  it('schedules with the chosen time', async () => {
    const at = '2026-12-24T00:00:00.000Z';
    const mock = mockEndpoint(
      publishNotice,
      adminNotice(2, { state: 'scheduled', publishedAt: at }),
    );
    server.use(mock.handler);
    const { result } = renderHookWithApi(usePublishNotice);
    await act(() => result.current.mutateAsync({ noticeId: 2, publish: true, publishAt: at }));
    expect(mock.calls[0]?.body).toEqual({ publishAt: at });
  });

  it('takes a notice down', async () => {
    const mock = mockEndpoint(unpublishNotice, adminNotice(2));
    server.use(mock.handler);
    const { result } = renderHookWithApi(usePublishNotice);
    await act(() => result.current.mutateAsync({ noticeId: 2, publish: false }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/notices/2/unpublish');
  });

  it('shows the Korean message for a time in the past', async () => {
    server.use(
      mockEndpoint(publishNotice, () => apiErrorResponse(400, contentMessages.publishAtPast))
        .handler,
    );
    const { result } = renderHookWithApi(usePublishNotice);
    act(() =>
      result.current.mutate({ noticeId: 2, publish: true, publishAt: '2020-01-01T00:00:00.000Z' }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(contentMessages.publishAtPast);
  });
});
