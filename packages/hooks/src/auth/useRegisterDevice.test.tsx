import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerDevice } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useRegisterDevice } from './useRegisterDevice';

const server = setupMswServer();

describe('useRegisterDevice', () => {
  it('sends the device and answers what the server registered', async () => {
    const mock = mockEndpoint(registerDevice, { platform: 'web', udid: 'visitor-1' });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useRegisterDevice());
    const data = await act(() =>
      result.current.mutateAsync({ platform: 'web', udid: 'visitor-1', fcmToken: '' }),
    );
    expect(mock.calls[0]?.body).toEqual({ platform: 'web', udid: 'visitor-1', fcmToken: '' });
    expect(data).toEqual({ platform: 'web', udid: 'visitor-1' });
  });

  it('exposes the server message on failure', async () => {
    server.use(
      mockEndpoint(registerDevice, () => apiErrorResponse(400, '기기 정보가 올바르지 않아요.'))
        .handler,
    );
    const { result } = renderHookWithApi(() => useRegisterDevice());
    act(() => result.current.mutate({ platform: 'web', udid: 'x', fcmToken: '' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('기기 정보가 올바르지 않아요.');
  });
});
