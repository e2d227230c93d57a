import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sellerLogout } from '@quotemarket/contract';
import { sellerProfile } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { sellerTokenKey } from './sellerSession';
import { dealerToken, signedInDealer } from './sellerSessionTesting';
import { useSellerLogout } from './useSellerLogout';

const server = setupMswServer();

describe('useSellerLogout', () => {
  it('ends the session with the dealer’s token, then forgets the token and the cache', async () => {
    const mock = mockEndpoint(sellerLogout, null);
    server.use(mock.handler);
    const { result, storage, queryClient } = renderHookWithApi(useSellerLogout, signedInDealer());
    queryClient.setQueryData(queryKeys.seller.profile(), sellerProfile);

    await act(() => result.current.mutateAsync());

    expect(mock.calls[0]?.headers.get('authorization')).toBe(`Bearer ${dealerToken}`);
    expect(storage.read(sellerTokenKey)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.seller.profile())).toBeUndefined();
  });

  it('leaves a buyer signed in on the same browser, with the buyer’s cache', async () => {
    server.use(mockEndpoint(sellerLogout, null).handler);
    const dealer = signedInDealer();
    dealer.storage.write('token', 'buyer-token');
    dealer.storage.write('buyerId', 7);
    const { result, storage, queryClient } = renderHookWithApi(useSellerLogout, dealer);
    queryClient.setQueryData(queryKeys.users.profile(), { name: '김지현' });

    await act(() => result.current.mutateAsync());

    expect(storage.read('token')).toBe('buyer-token');
    expect(storage.read('buyerId')).toBe(7);
    expect(queryClient.getQueryData(queryKeys.users.profile())).toEqual({ name: '김지현' });
  });

  it('signs the device out even when the server refuses', async () => {
    const message = '로그인이 만료되었어요. 다시 로그인해 주세요.';
    server.use(mockEndpoint(sellerLogout, () => apiErrorResponse(401, message)).handler);
    const { result, storage } = renderHookWithApi(useSellerLogout, signedInDealer());

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(message);
    expect(storage.read(sellerTokenKey)).toBeNull();
  });
});
