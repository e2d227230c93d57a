import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submitInquiry } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useSubmitInquiry } from './useSubmitInquiry';

const server = setupMswServer();

const inquiry = {
  category: 'service',
  message: '견적 요청은 몇 개까지 할 수 있나요?',
  email: 'buyer@example.com',
  consent: true,
};

describe('useSubmitInquiry', () => {
  it('sends the inquiry', async () => {
    const mock = mockEndpoint(submitInquiry, { inquiryId: 4, status: 'received' });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useSubmitInquiry());
    await act(() => result.current.mutateAsync(inquiry));
    expect(mock.calls[0]?.body).toEqual(inquiry);
  });

  it('rejects with the server message', async () => {
    server.use(
      mockEndpoint(submitInquiry, () => apiErrorResponse(429, '문의가 너무 많아요.')).handler,
    );
    const { result } = renderHookWithApi(() => useSubmitInquiry());
    await expect(result.current.mutateAsync(inquiry)).rejects.toMatchObject({ status: 429 });
  });
});
