import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listFaqs, type FaqEntry } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useFaqs } from './useFaqs';

const server = setupMswServer();

const faqs: FaqEntry[] = [
  { id: 1, category: 'service', question: '비용이 드나요?', answer: '무료예요.' },
  { id: 2, category: 'signup', question: '회원가입은 어떻게 하나요?', answer: '간편하게 해요.' },
];

describe('useFaqs', () => {
  it('loads the published FAQ', async () => {
    const mock = mockEndpoint(listFaqs, faqs);
    server.use(mock.handler);
    const { result } = renderHookWithApi(useFaqs);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(faqs);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/faqs');
  });

  it('reports a failure with the API’s message', async () => {
    server.use(
      mockEndpoint(listFaqs, () => apiErrorResponse(503, '잠시 후 다시 시도해 주세요.')).handler,
    );
    const { result } = renderHookWithApi(useFaqs);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('잠시 후 다시 시도해 주세요.');
  });
});
