import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logout } from '@quotemarket/contract';
import {
  apiErrorResponse,
  createFakeWebPush,
  createMemoryAppStorage,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queries/queryKeys';
import { logoutDeviceId, useLogout } from './useLogout';

const server = setupMswServer();

function signedInStorage() {
  const storage = createMemoryAppStorage();
  storage.write('token', 'jwt');
  storage.write('buyerId', 7);
  storage.write('fingerprint', 'visitor-1');
  return storage;
}

const iosDevice = { platform: 'ios', uu_id: 'ios-device', token: 'fcm' };

describe('logoutDeviceId', () => {
  it('names the web visitor id on the web', () => {
    expect(logoutDeviceId(signedInStorage())).toBe('visitor-1');
  });

  it("names the app's device uu_id on iOS and Android", () => {
    for (const platform of ['ios', 'android'] as const) {
      const storage = signedInStorage();
      storage.write('platform', platform);
      storage.write('deviceInfo', { ...iosDevice, platform });
      expect(logoutDeviceId(storage)).toBe('ios-device');
    }
  });

  it('ignores device info left over on the web, and an app that sent none', () => {
    const web = signedInStorage();
    web.write('deviceInfo', iosDevice);
    expect(logoutDeviceId(web)).toBe('visitor-1');
    const appWithoutInfo = signedInStorage();
    appWithoutInfo.write('platform', 'android');
    expect(logoutDeviceId(appWithoutInfo)).toBe('visitor-1');
  });

  it('is null when nothing is known', () => {
    expect(logoutDeviceId(createMemoryAppStorage())).toBeNull();
  });
});

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

  it('ends the browser’s push subscription with the session, and keeps it when the call fails', async () => {
    const webPush = () =>
      createFakeWebPush({ permission: 'granted', subscribedWithKey: 'BAMGCQwP' });
    server.use(
      mockEndpoint(logout, () => apiErrorResponse(500, '서버에 문제가 생겼어요.')).handler,
    );
    const kept = webPush();
    const failing = renderHookWithApi(() => useLogout({ webPush: kept.browser }), {
      storage: signedInStorage(),
    });
    act(() => failing.result.current.mutate());
    await waitFor(() => expect(failing.result.current.isError).toBe(true));
    expect(kept.active()).not.toBeNull();

    server.use(mockEndpoint(logout, null).handler);
    const ended = webPush();
    const { result } = renderHookWithApi(() => useLogout({ webPush: ended.browser }), {
      storage: signedInStorage(),
    });
    await act(() => result.current.mutateAsync());
    expect(ended.subscriptions[0]?.unsubscribed).toBe(true);
    expect(ended.active()).toBeNull();
  });

  it("sends the app's device uu_id from the native app", async () => {
    const mock = mockEndpoint(logout, null);
    server.use(mock.handler);
    const storage = signedInStorage();
    storage.write('platform', 'ios');
    storage.write('deviceInfo', iosDevice);
    const { result } = renderHookWithApi(() => useLogout(), { storage });
    await act(() => result.current.mutateAsync());
    expect(mock.calls[0]?.url.searchParams.get('deviceId')).toBe('ios-device');
  });

  it('lets the page leave before the session is cleared', async () => {
    server.use(mockEndpoint(logout, null).handler);
    const storage = signedInStorage();
    const tokens: (string | null)[] = [];
    const onSignedOut = () => void tokens.push(storage.read('token'));
    const { result } = renderHookWithApi(() => useLogout({ onSignedOut }), { storage });
    await act(() => result.current.mutateAsync());
    expect(tokens).toEqual(['jwt']);
    expect(storage.read('token')).toBeNull();
  });

  it('keeps the session when the call fails, so the buyer can try again', async () => {
    const mock = mockEndpoint(logout, () => apiErrorResponse(500, '서버에 문제가 생겼어요.'));
    server.use(mock.handler);
    const onSignedOut = vi.fn();
    const { result, storage, queryClient } = renderHookWithApi(() => useLogout({ onSignedOut }), {
      storage: signedInStorage(),
    });
    queryClient.setQueryData(queryKeys.users.profile(), { name: 'x' });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(mock.calls).toHaveLength(1);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(storage.read('token')).toBe('jwt');
    expect(queryClient.getQueryData(queryKeys.users.profile())).toEqual({ name: 'x' });
  });
});
