import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getProfile } from '@quotemarket/contract';
import { buyerProfile } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  createMemoryAppStorage,
  mockEndpoint,
  renderHookAfterPrefetch,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { profileQuery, useProfile } from './useProfile';

const server = setupMswServer();

const profile = buyerProfile();

describe('useProfile', () => {
  it('loads the profile with the stored token', async () => {
    const mock = mockEndpoint(getProfile, profile);
    server.use(mock.handler);
    const storage = createMemoryAppStorage();
    storage.write('token', 'buyer-token');
    const { result } = renderHookWithApi(() => useProfile(), { storage });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(profile);
    expect(mock.calls[0]?.headers.get('authorization')).toBe('Bearer buyer-token');
  });

  it('exposes the API message when the buyer is unknown', async () => {
    server.use(
      mockEndpoint(getProfile, () => apiErrorResponse(404, '회원 정보를 찾을 수 없어요.')).handler,
    );
    const { result } = renderHookWithApi(() => useProfile());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('회원 정보를 찾을 수 없어요.');
  });

  it('reads what profileQuery fetched ahead of it, without asking again', async () => {
    const mock = mockEndpoint(getProfile, profile);
    server.use(mock.handler);
    const { result } = await renderHookAfterPrefetch(
      ({ queryClient, apiClient }) => queryClient.prefetchQuery(profileQuery(apiClient)),
      () => useProfile(),
    );
    expect(result.current.data).toEqual(profile);
    expect(mock.calls).toHaveLength(1);
  });
});
