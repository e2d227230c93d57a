import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  contentMessages,
  createFaq,
  updateFaq,
  type AdminFaq,
  type FaqInput,
} from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useSaveFaq } from './useSaveFaq';

const server = setupMswServer();

const input: FaqInput = {
  category: 'quote',
  question: '견적은 몇 곳에서 받나요?',
  answer: '여러 판매점이 보내요.',
  displayOrder: 2,
};
const saved: AdminFaq = {
  ...input,
  id: 6,
  state: 'draft',
  publishedAt: null,
  updatedAt: '2026-12-01T01:00:00.000Z',
};

describe('useSaveFaq', () => {
  it('saves a new draft and asks the lists again', async () => {
    const mock = mockEndpoint(createFaq, saved);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useSaveFaq);
    queryClient.setQueryData(queryKeys.operatorCatalogue.faqs.list(undefined), []);
    await act(() => result.current.mutateAsync({ input }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/faqs');
    expect(mock.calls[0]?.body).toEqual(input);
    expect(
      queryClient.getQueryState(queryKeys.operatorCatalogue.faqs.list(undefined))?.isInvalidated,
    ).toBe(true);
  });

  it('changes an entry by its id', async () => {
    const mock = mockEndpoint(updateFaq, saved);
    server.use(mock.handler);
    const { result } = renderHookWithApi(useSaveFaq);
    await act(() => result.current.mutateAsync({ faqId: 6, input }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/faqs/6');
  });

  it('shows the Korean message when refused', async () => {
    server.use(
      mockEndpoint(createFaq, () => apiErrorResponse(400, contentMessages.questionRequired))
        .handler,
    );
    const { result } = renderHookWithApi(useSaveFaq);
    act(() => result.current.mutate({ input: { ...input, question: '' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(contentMessages.questionRequired);
  });
});
