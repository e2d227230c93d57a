import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sellerLogout } from '@quotemarket/contract';
import { apiErrorResponse, mockEndpoint } from '../../testing/mockEndpoint';
import { setupMswServer } from '../../testing/mswServer';
import { createMemoryAppStorage } from '../../testing/renderWithStorage';
import { renderHookWithApi } from '../../testing/renderWithApi';
import { queryKeys } from '../queryKeys';
import { sellerTokenKey } from './sellerSession';
import { profile } from './testFixtures';
import { useSellerLogout } from './useSellerLogout';

const server = setupMswServer();

function signedIn() {
  const storage = createMemoryAppStorage();
  storage.write(sellerTokenKey, 'dealer-token');
  return storage;
}

describe('useSellerLogout', () => {
  it('ends the session with the dealer’s token, then forgets the token and the cache', async () => {
    const mock = mockEndpoint(sellerLogout, null);
    server.use(mock.handler);
    const { result, storage, queryClient } = renderHookWithApi(useSellerLogout, {
      storage: signedIn(),
    });
    queryClient.setQueryData(queryKeys.seller.profile(), profile);

    await act(() => result.current.mutateAsync());

    expect(mock.calls[0]?.headers.get('authorization')).toBe('Bearer dealer-token');
    expect(storage.read(sellerTokenKey)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.seller.profile())).toBeUndefined();
  });

  it('signs the device out even when the server refuses', async () => {
    const message = '로그인이 만료되었어요. 다시 로그인해 주세요.';
    server.use(mockEndpoint(sellerLogout, () => apiErrorResponse(401, message)).handler);
    const { result, storage } = renderHookWithApi(useSellerLogout, { storage: signedIn() });

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(message);
    expect(storage.read(sellerTokenKey)).toBeNull();
  });
});
