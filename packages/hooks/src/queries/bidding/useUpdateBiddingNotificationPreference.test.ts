import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { updateBiddingNotificationPreference } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useUpdateBiddingNotificationPreference } from './useUpdateBiddingNotificationPreference';

const server = setupMswServer();

describe('useUpdateBiddingNotificationPreference', () => {
  it('sends the choice for the request', async () => {
    const body = { quotationId: 41, notificationEnabled: true };
    const mock = mockEndpoint(updateBiddingNotificationPreference, body);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useUpdateBiddingNotificationPreference());
    await act(() => result.current.mutateAsync(body));
    expect(mock.calls[0]?.body).toEqual(body);
    await waitFor(() => expect(result.current.data).toEqual(body));
  });

  it('rejects with the message of a closed request', async () => {
    server.use(
      mockEndpoint(updateBiddingNotificationPreference, () =>
        apiErrorResponse(409, '견적 받기가 끝난 요청이에요.'),
      ).handler,
    );
    const { result } = renderHookWithApi(() => useUpdateBiddingNotificationPreference());
    await expect(
      result.current.mutateAsync({ quotationId: 41, notificationEnabled: true }),
    ).rejects.toMatchObject({ message: '견적 받기가 끝난 요청이에요.' });
  });
});
