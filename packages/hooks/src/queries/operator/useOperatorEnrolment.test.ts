import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getOperatorEnrolment, operatorMessages } from '@quotemarket/contract';
import { operatorEnrolment } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useOperatorEnrolment } from './useOperatorEnrolment';

const server = setupMswServer();

describe('useOperatorEnrolment', () => {
  it('reads whose account the link sets up, by its token', async () => {
    const mock = mockEndpoint(getOperatorEnrolment, operatorEnrolment);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useOperatorEnrolment('enrol-token'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(operatorEnrolment);
    expect(mock.calls[0]?.url.searchParams.get('token')).toBe('enrol-token');
  });

  it('asks nothing for a link without a token', async () => {
    const mock = mockEndpoint(getOperatorEnrolment, operatorEnrolment);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useOperatorEnrolment(''));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current.fetchStatus).toBe('idle');
    expect(mock.calls).toHaveLength(0);
  });

  it('fails with the Korean message for a used or expired link', async () => {
    server.use(
      mockEndpoint(getOperatorEnrolment, () =>
        apiErrorResponse(404, operatorMessages.enrolmentInvalid),
      ).handler,
    );
    const { result } = renderHookWithApi(() => useOperatorEnrolment('used'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(operatorMessages.enrolmentInvalid);
  });
});
