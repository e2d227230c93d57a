import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cancelMembership } from '@quotemarket/contract';
import {
  apiErrorResponse,
  createFakeWebPush,
  createMemoryAppStorage,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useCancelMembership } from './useCancelMembership';

const server = setupMswServer();

function loggedInStorage() {
  const storage = createMemoryAppStorage();
  storage.write('token', 'buyer-token');
  return storage;
}

describe('useCancelMembership', () => {
  it('withdraws with the token, then clears the local storage and every cached answer', async () => {
    const mock = mockEndpoint(cancelMembership, null);
    server.use(mock.handler);
    const { result, queryClient, storage } = renderHookWithApi(() => useCancelMembership(), {
      storage: loggedInStorage(),
    });
    queryClient.setQueryData(queryKeys.users.profile(), { id: 5 });

    await act(() => result.current.mutateAsync());

    expect(mock.calls[0]?.headers.get('authorization')).toBe('Bearer buyer-token');
    expect(storage.read('token')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('ends the browser’s push subscription at once, even before a delayed session end', async () => {
    server.use(mockEndpoint(cancelMembership, null).handler);
    const push = createFakeWebPush({ permission: 'granted', subscribedWithKey: 'BAMGCQwP' });
    const { result, storage } = renderHookWithApi(
      () => useCancelMembership({ sessionEndDelayMs: 10_000, webPush: push.browser }),
      { storage: loggedInStorage() },
    );
    await act(() => result.current.mutateAsync());
    expect(push.subscriptions[0]?.unsubscribed).toBe(true);
    expect(storage.read('token')).toBe('buyer-token');
  });

  it('keeps the browser’s push subscription when the withdrawal fails', async () => {
    server.use(
      mockEndpoint(cancelMembership, () => apiErrorResponse(400, '탈퇴할 수 없어요.')).handler,
    );
    const push = createFakeWebPush({ permission: 'granted', subscribedWithKey: 'BAMGCQwP' });
    const { result } = renderHookWithApi(() => useCancelMembership({ webPush: push.browser }), {
      storage: loggedInStorage(),
    });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(push.active()).not.toBeNull();
  });

  describe('with a delay before the session ends', () => {
    it('keeps the session for the delay, then runs onSessionEnd and clears it', async () => {
      server.use(mockEndpoint(cancelMembership, null).handler);
      const steps: string[] = [];
      const { result, queryClient, storage } = renderHookWithApi(
        () =>
          useCancelMembership({
            sessionEndDelayMs: 300,
            onSessionEnd: async () => {
              steps.push(`end with token ${storage.read('token')}`);
            },
          }),
        { storage: loggedInStorage() },
      );
      queryClient.setQueryData(queryKeys.users.profile(), { id: 5 });

      await act(() => result.current.mutateAsync());
      const succeededAt = Date.now();
      expect(storage.read('token')).toBe('buyer-token');
      expect(steps).toEqual([]);

      await waitFor(() => expect(storage.read('token')).toBeNull());
      expect(Date.now() - succeededAt).toBeGreaterThanOrEqual(290);
      expect(steps).toEqual(['end with token buyer-token']);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    });

    it('clears the session even when the page that asked is gone or its step fails', async () => {
      server.use(mockEndpoint(cancelMembership, null).handler);
      const { result, storage, unmount } = renderHookWithApi(
        () =>
          useCancelMembership({
            sessionEndDelayMs: 100,
            onSessionEnd: () => Promise.reject(new Error('navigation failed')),
          }),
        { storage: loggedInStorage() },
      );
      await act(() => result.current.mutateAsync());
      unmount();

      expect(storage.read('token')).toBe('buyer-token');
      await waitFor(() => expect(storage.read('token')).toBeNull());
    });
  });

  it('keeps everything when the withdrawal fails', async () => {
    server.use(
      mockEndpoint(cancelMembership, () => apiErrorResponse(400, '탈퇴할 수 없어요.')).handler,
    );
    const { result, queryClient, storage } = renderHookWithApi(() => useCancelMembership(), {
      storage: loggedInStorage(),
    });
    queryClient.setQueryData(queryKeys.users.profile(), { id: 5 });

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('탈퇴할 수 없어요.');
    expect(storage.read('token')).toBe('buyer-token');
    expect(queryClient.getQueryData(queryKeys.users.profile())).toEqual({ id: 5 });
  });
});
