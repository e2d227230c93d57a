import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAdminFaqs, type AdminFaq } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useAdminFaqs } from './useAdminFaqs';

const server = setupMswServer();

const draft: AdminFaq = {
  id: 6,
  category: 'quote',
  question: '견적은 몇 곳에서 받나요?',
  answer: '여러 판매점이 보내요.',
  displayOrder: 2,
  state: 'draft',
  publishedAt: null,
  updatedAt: '2026-12-01T01:00:00.000Z',
};

describe('useAdminFaqs', () => {
  it('asks for one category’s entries, drafts included', async () => {
    const mock = mockEndpoint(listAdminFaqs, [draft]);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useAdminFaqs('quote'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([draft]);
    expect(mock.calls[0]?.url.searchParams.get('category')).toBe('quote');
  });

  it('asks for every category without one', async () => {
    const mock = mockEndpoint(listAdminFaqs, []);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useAdminFaqs());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mock.calls[0]?.url.search).toBe('');
  });
});
