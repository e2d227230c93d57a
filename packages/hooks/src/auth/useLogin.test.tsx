import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { developerLogin, mediaLogin, socialLogin } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queries/queryKeys';
import { useLogin } from './useLogin';

const server = setupMswServer();
const answer = { token: 'jwt-1', user: { id: 42 }, isFirstTimeLogin: true };

describe('useLogin', () => {
  it('sends the social login body and stores the session by the post-login rule', async () => {
    const mock = mockEndpoint(socialLogin, answer);
    server.use(mock.handler);
    const { result, storage, queryClient } = renderHookWithApi(() => useLogin(socialLogin));
    queryClient.setQueryData(queryKeys.home.mainCategories(), []);
    await act(() => result.current.mutateAsync({ provider: 'kakao', accessToken: 'kakao-token' }));
    expect(mock.calls[0]?.body).toEqual({ provider: 'kakao', accessToken: 'kakao-token' });
    expect(storage.read('token')).toBe('jwt-1');
    expect(storage.read('buyerId')).toBe(42);
    expect(storage.read('isFirstTimeLogin')).toBe(true);
    // What was cached as a guest is stale once someone is signed in.
    expect(queryClient.getQueryState(queryKeys.home.mainCategories())?.isInvalidated).toBe(true);
  });

  it('uses the same rule for the developer and the media logins', async () => {
    const developer = mockEndpoint(developerLogin, { ...answer, token: 'dev' });
    const media = mockEndpoint(mediaLogin, { ...answer, token: 'media', isFirstTimeLogin: false });
    server.use(developer.handler, media.handler);
    const dev = renderHookWithApi(() => useLogin(developerLogin));
    await act(() => dev.result.current.mutateAsync({ email: 'dev@example.com' }));
    expect(developer.calls[0]?.body).toEqual({ email: 'dev@example.com' });
    expect(dev.storage.read('token')).toBe('dev');

    const partner = renderHookWithApi(() => useLogin(mediaLogin));
    await act(() => partner.result.current.mutateAsync({ pkey: 'p', ckey: 'c' }));
    expect(media.calls[0]?.body).toEqual({ pkey: 'p', ckey: 'c' });
    expect(partner.storage.read('token')).toBe('media');
    expect(partner.storage.read('isFirstTimeLogin')).toBe(false);
  });

  it('stores nothing and exposes the Korean message when the login fails', async () => {
    server.use(
      mockEndpoint(socialLogin, () =>
        apiErrorResponse(401, '카카오 로그인 정보를 확인하지 못했어요.'),
      ).handler,
    );
    const { result, storage } = renderHookWithApi(() => useLogin(socialLogin));
    act(() => result.current.mutate({ provider: 'kakao', accessToken: 'bad' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('카카오 로그인 정보를 확인하지 못했어요.');
    expect(storage.read('token')).toBeNull();
  });
});
