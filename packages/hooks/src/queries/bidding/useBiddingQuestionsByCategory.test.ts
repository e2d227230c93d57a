import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listBiddingQuestionsByCategory } from '@quotemarket/contract';
import { phoneBiddingQuestions } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useBiddingQuestionsByCategory } from './useBiddingQuestionsByCategory';

const server = setupMswServer();

describe('useBiddingQuestionsByCategory', () => {
  it('asks /bidding-requests/questions/category for the category', async () => {
    const mock = mockEndpoint(listBiddingQuestionsByCategory, phoneBiddingQuestions);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useBiddingQuestionsByCategory(2));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(phoneBiddingQuestions);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v1/bidding-requests/questions/category');
    expect(mock.calls[0]?.url.searchParams.get('categoryId')).toBe('2');
  });
});
