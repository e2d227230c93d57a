import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectEstimation, selectionConsentVersion } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { queryKeys } from '../queryKeys';
import { isAlreadySelectedError, useSelectEstimation } from './useSelectEstimation';

const server = setupMswServer();

const changed = [
  queryKeys.quotations.awaitingSelection.list({}),
  queryKeys.quotations.estimations.list({ quotationId: 41, sortOrder: 'latest' }),
  queryKeys.quotations.selectedHistory.list({ sortOrder: 'latest' }),
  queryKeys.quotations.pendingHistory.list({ sortOrder: 'lowestMonthlyFee' }),
];
const unchanged = [
  queryKeys.quotations.estimations.list({ quotationId: 42, sortOrder: 'latest' }),
  queryKeys.quotations.estimationDetail(101),
  queryKeys.quotations.reviewHistory.list({ sortBy: 'createdAt' }),
];
const alreadySelected = '이미 구매 신청한 견적이 있어요.';
const consent = { agreed: true, version: selectionConsentVersion } as const;

describe('useSelectEstimation', () => {
  it('sends the estimation id with the consent and refreshes exactly the lists that show the request', async () => {
    const result41 = {
      selectionId: 9,
      quotationId: 41,
      estimationId: 101,
      storeName: '강남 폰가게',
    };
    const mock = mockEndpoint(selectEstimation, result41);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useSelectEstimation());
    seedQueries(queryClient, [...changed, ...unchanged]);
    await act(() => result.current.mutateAsync({ estimationId: 101, quotationId: 41, consent }));
    expect(mock.calls[0]?.body).toEqual({ estimationId: 101, consent });
    await waitFor(() => expect(result.current.data).toEqual(result41));
    expect(invalidatedAmong(queryClient, [...changed, ...unchanged])).toEqual(changed);
  });

  it('on "already selected" rejects with the API message and still refreshes the lists', async () => {
    server.use(
      mockEndpoint(selectEstimation, () => apiErrorResponse(409, alreadySelected)).handler,
    );
    const { result, queryClient } = renderHookWithApi(() => useSelectEstimation());
    seedQueries(queryClient, [...changed, ...unchanged]);
    let caught: unknown;
    await act(async () => {
      caught = await result.current
        .mutateAsync({ estimationId: 101, quotationId: 41, consent })
        .catch((error: unknown) => error);
    });
    expect(isAlreadySelectedError(caught)).toBe(true);
    expect(caught).toMatchObject({ message: alreadySelected });
    expect(invalidatedAmong(queryClient, [...changed, ...unchanged])).toEqual(changed);
  });

  it('leaves the cache alone on other failures', async () => {
    server.use(
      mockEndpoint(selectEstimation, () => apiErrorResponse(400, '마감된 견적 요청이에요.'))
        .handler,
    );
    const { result, queryClient } = renderHookWithApi(() => useSelectEstimation());
    seedQueries(queryClient, changed);
    const attempt = result.current.mutateAsync({ estimationId: 101, quotationId: 41, consent });
    await expect(attempt).rejects.toSatisfy((error) => !isAlreadySelectedError(error));
    expect(invalidatedAmong(queryClient, changed)).toEqual([]);
  });
});
