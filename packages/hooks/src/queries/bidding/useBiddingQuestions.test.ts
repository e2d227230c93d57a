import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listBiddingQuestions, listBiddingQuestionsByCategory } from '@quotemarket/contract';
import { phoneBiddingQuestions } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useBiddingQuestions } from './useBiddingQuestions';

const server = setupMswServer();

describe('useBiddingQuestions', () => {
  it('asks the /v2 path for the category and returns the questions in order', async () => {
    const mock = mockEndpoint(listBiddingQuestions, phoneBiddingQuestions);
    const other = mockEndpoint(listBiddingQuestionsByCategory, []);
    server.use(mock.handler, other.handler);
    const { result } = renderHookWithApi(() => useBiddingQuestions(1));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(phoneBiddingQuestions);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/bidding-requests/questions');
    expect(mock.calls[0]?.url.searchParams.get('categoryId')).toBe('1');
    expect(other.calls).toHaveLength(0);
  });

  it('shows the server message for an unknown category', async () => {
    server.use(
      mockEndpoint(listBiddingQuestions, () => apiErrorResponse(404, '카테고리를 찾을 수 없어요.'))
        .handler,
    );
    const { result } = renderHookWithApi(() => useBiddingQuestions(99));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('카테고리를 찾을 수 없어요.');
  });

  it('waits while disabled', () => {
    const mock = mockEndpoint(listBiddingQuestions, phoneBiddingQuestions);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useBiddingQuestions(1, { enabled: false }));
    expect(result.current.fetchStatus).toBe('idle');
    expect(mock.calls).toHaveLength(0);
  });
});
