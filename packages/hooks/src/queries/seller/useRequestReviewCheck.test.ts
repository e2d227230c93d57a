import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestReviewCheck } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useRequestReviewCheck } from './useRequestReviewCheck';

const server = setupMswServer();

describe('useRequestReviewCheck', () => {
  it('sends the reason for the review', async () => {
    const mock = mockEndpoint(requestReviewCheck, {
      id: 4,
      reviewId: 2,
      status: 'PENDING',
      createdAt: '2026-11-21T09:00:00.000Z',
    });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useRequestReviewCheck());

    const check = await act(() =>
      result.current.mutateAsync({ ratingId: 2, reason: '거래한 적 없는 구매자예요' }),
    );

    expect(check.status).toBe('PENDING');
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/seller/reviews/2/check-request');
    expect(mock.calls[0]?.body).toEqual({ reason: '거래한 적 없는 구매자예요' });
  });

  it("shows the server's Korean message when the review was already sent for a check", async () => {
    const message = '이미 검토를 요청한 후기예요. 운영팀의 결정을 기다려 주세요.';
    server.use(mockEndpoint(requestReviewCheck, () => apiErrorResponse(409, message)).handler);
    const { result } = renderHookWithApi(() => useRequestReviewCheck());

    act(() => result.current.mutate({ ratingId: 2, reason: '다시' }));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(message);
  });
});
