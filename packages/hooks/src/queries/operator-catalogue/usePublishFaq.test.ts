import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publishFaq, unpublishFaq, type AdminFaq } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { usePublishFaq } from './usePublishFaq';

const server = setupMswServer();

const faq = (overrides: Partial<AdminFaq>): AdminFaq => ({
  id: 6,
  category: 'quote',
  question: '견적은 몇 곳에서 받나요?',
  answer: '여러 판매점이 보내요.',
  displayOrder: 2,
  state: 'draft',
  publishedAt: null,
  updatedAt: '2026-12-01T01:00:00.000Z',
  ...overrides,
});

describe('usePublishFaq', () => {
  it('schedules with the chosen time', async () => {
    const at = '2026-12-24T00:00:00.000Z';
    const mock = mockEndpoint(publishFaq, faq({ state: 'scheduled', publishedAt: at }));
    server.use(mock.handler);
    const { result } = renderHookWithApi(usePublishFaq);
    await act(() => result.current.mutateAsync({ faqId: 6, publish: true, publishAt: at }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/faqs/6/publish');
    expect(mock.calls[0]?.body).toEqual({ publishAt: at });
  });

  it('takes an entry down', async () => {
    const mock = mockEndpoint(unpublishFaq, faq({}));
    server.use(mock.handler);
    const { result } = renderHookWithApi(usePublishFaq);
    await act(() => result.current.mutateAsync({ faqId: 6, publish: false }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/faqs/6/unpublish');
  });
});
