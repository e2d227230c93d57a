import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logout } from '@quotemarket/contract';
import { queryKeys } from '../queries/queryKeys';
import { apiErrorResponse, mockEndpoint } from '../testing/mockEndpoint';
import { setupMswServer } from '../testing/mswServer';
import { renderHookWithApi } from '../testing/renderWithApi';
import { createMemoryAppStorage } from '../testing/renderWithStorage';
import { useLogout } from './useLogout';

const server = setupMswServer();

function signedInStorage() {
  const storage = createMemoryAppStorage();
  storage.write('token', 'jwt');
  storage.write('buyerId', 7);
  storage.write('fingerprint', 'visitor-1');
  return storage;
}

describe('useLogout', () => {
  it('sends the token and the device id, then clears storage and the cache', async () => {
    const mock = mockEndpoint(logout, null);
    server.use(mock.handler);
    const { result, storage, queryClient } = renderHookWithApi(() => useLogout(), {
      storage: signedInStorage(),
    });
    queryClient.setQueryData(queryKeys.users.profile(), { name: 'x' });
    await act(() => result.current.mutateAsync());
    expect(mock.calls[0]?.url.searchParams.get('deviceId')).toBe('visitor-1');
    expect(mock.calls[0]?.headers.get('authorization')).toBe('Bearer jwt');
    expect(storage.read('token')).toBeNull();
    expect(storage.read('buyerId')).toBeNull();
    expect(queryClient.getQueryData(queryKeys.users.profile())).toBeUndefined();
  });

  it('prefers the native device id and still signs out locally when the call fails', async () => {
    const mock = mockEndpoint(logout, () => apiErrorResponse(500, '서버 오류'));
    server.use(mock.handler);
    const storage = signedInStorage();
    storage.write('deviceInfo', { platform: 'ios', uu_id: 'ios-device', token: 'fcm' });
    const { result, queryClient } = renderHookWithApi(() => useLogout(), { storage });
    queryClient.setQueryData(queryKeys.users.profile(), { name: 'x' });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(mock.calls[0]?.url.searchParams.get('deviceId')).toBe('ios-device');
    expect(storage.read('token')).toBeNull();
    expect(queryClient.getQueryData(queryKeys.users.profile())).toBeUndefined();
  });
});
