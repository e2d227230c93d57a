import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  contentMessages,
  createNotice,
  updateNotice,
  type NoticeInput,
} from '@quotemarket/contract';
import { adminNotice } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useSaveNotice } from './useSaveNotice';

const server = setupMswServer();

const input: NoticeInput = {
  category: '공지',
  title: '공지 9',
  mandatory: false,
  content: '<p>안내드려요.</p>',
};

describe('useSaveNotice', () => {
  it('saves a new draft and keeps the answer for its editor', async () => {
    const mock = mockEndpoint(createNotice, adminNotice(9));
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useSaveNotice);
    await act(() => result.current.mutateAsync({ input }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/notices');
    expect(mock.calls[0]?.body).toEqual(input);
    expect(queryClient.getQueryData(queryKeys.operatorCatalogue.notices.detail(9))).toEqual(
      adminNotice(9),
    );
  });

  it('changes an existing notice by its id', async () => {
    const mock = mockEndpoint(updateNotice, adminNotice(9, { title: '고친 제목' }));
    server.use(mock.handler);
    const { result } = renderHookWithApi(useSaveNotice);
    await act(() =>
      result.current.mutateAsync({ noticeId: 9, input: { ...input, title: '고친 제목' } }),
    );
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/notices/9');
  });

  it('shows the Korean message when the content is refused', async () => {
    server.use(
      mockEndpoint(createNotice, () =>
        apiErrorResponse(400, contentMessages.contentEmptyAfterSanitising),
      ).handler,
    );
    const { result } = renderHookWithApi(useSaveNotice);
    act(() => result.current.mutate({ input }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(contentMessages.contentEmptyAfterSanitising);
  });
});
