import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveBiddingResponses } from '@quotemarket/contract';
import { biddingProgress } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { useSaveBiddingResponse } from './useSaveBiddingResponse';

const server = setupMswServer();

const draftKeys = [
  queryKeys.bidding.drafts.progress({ productId: 7 }),
  queryKeys.bidding.drafts.inProgress({ productId: 7 }),
];
const questionsKey = queryKeys.bidding.questions({ categoryId: 1 });

describe('useSaveBiddingResponse', () => {
  it('sends one answer and refreshes the progress and in-progress checks only', async () => {
    const mock = mockEndpoint(saveBiddingResponses, biddingProgress());
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useSaveBiddingResponse());
    seedQueries(queryClient, [...draftKeys, questionsKey]);

    const response = { questionId: 1, optionId: 1, responseText: '본인' };
    let saved: unknown;
    await act(async () => {
      saved = await result.current.mutateAsync({ quotationId: null, productId: 7, response });
    });

    expect(mock.calls[0]?.body).toEqual({ quotationId: null, productId: 7, responses: [response] });
    expect(saved).toEqual(biddingProgress());
    expect(invalidatedAmong(queryClient, [...draftKeys, questionsKey])).toEqual(draftKeys);
  });

  it('rejects with the server message and leaves the cache alone', async () => {
    server.use(
      mockEndpoint(saveBiddingResponses, () => apiErrorResponse(400, '질문에 없는 답변이에요.'))
        .handler,
    );
    const { result, queryClient } = renderHookWithApi(() => useSaveBiddingResponse());
    seedQueries(queryClient, draftKeys);
    const save = result.current.mutateAsync({
      quotationId: 41,
      productId: 7,
      response: { questionId: 1, optionId: 99, responseText: '' },
    });
    await expect(save).rejects.toMatchObject({ status: 400, message: '질문에 없는 답변이에요.' });
    expect(invalidatedAmong(queryClient, draftKeys)).toEqual([]);
  });
});
