import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decideReviewCheck, reviewCheckSorting } from '@quotemarket/contract';
import { listPage, reviewCheck } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useDecideReviewCheck } from './useDecideReviewCheck';

const server = setupMswServer();

describe('useDecideReviewCheck', () => {
  it('sends the decision with its note and refreshes the queue', async () => {
    const mock = mockEndpoint(decideReviewCheck, reviewCheck(4, { status: 'HIDDEN' }));
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useDecideReviewCheck);
    const queue = queryKeys.operator.enforcement.reviewChecks.page({
      ...reviewCheckSorting.fallback,
      page: 1,
      size: 10,
    });
    queryClient.setQueryData(queue, listPage([reviewCheck(4)]));
    await act(() =>
      result.current.mutateAsync({
        checkId: 4,
        decision: { decision: 'HIDE', note: '거래 기록이 없어요' },
      }),
    );
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/review-checks/4/decision');
    expect(mock.calls[0]?.body).toEqual({ decision: 'HIDE', note: '거래 기록이 없어요' });
    expect(queryClient.getQueryState(queue)?.isInvalidated).toBe(true);
  });
});
