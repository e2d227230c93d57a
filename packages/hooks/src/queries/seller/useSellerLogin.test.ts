import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sellerLogin } from '@quotemarket/contract';
import { sellerAccount, sellerProfile } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  createMemoryAppStorage,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { sellerTokenKey } from './sellerSession';
import { useSellerLogin } from './useSellerLogin';

const server = setupMswServer();
const credentials = { email: sellerAccount.email, password: 'dealer-password-1234' };

describe('useSellerLogin', () => {
  it('sends the credentials, stores the token and drops the previous dealer’s data', async () => {
    const mock = mockEndpoint(sellerLogin, { token: 'dealer-token', seller: sellerAccount });
    server.use(mock.handler);
    const { result, storage, queryClient } = renderHookWithApi(useSellerLogin);
    queryClient.setQueryData(queryKeys.seller.profile(), { ...sellerProfile, id: 99 });

    const answer = await act(() => result.current.mutateAsync(credentials));

    expect(mock.calls[0]?.body).toEqual(credentials);
    expect(storage.read(sellerTokenKey)).toBe('dealer-token');
    expect(queryClient.getQueryData(queryKeys.seller.profile())).toBeUndefined();
    expect(answer.seller).toEqual(sellerAccount);
  });

  it('keeps the dealer’s token apart from a buyer signed in on the same browser', async () => {
    server.use(mockEndpoint(sellerLogin, { token: 'dealer-token', seller: sellerAccount }).handler);
    const storage = createMemoryAppStorage();
    storage.write('token', 'buyer-token');
    const { result } = renderHookWithApi(useSellerLogin, { storage });

    await act(() => result.current.mutateAsync(credentials));

    expect(storage.read('token')).toBe('buyer-token');
    expect(storage.read(sellerTokenKey)).toBe('dealer-token');
  });

  it('keeps no token and shows the Korean message when the password is wrong', async () => {
    const message = '이메일 또는 비밀번호가 올바르지 않아요.';
    server.use(mockEndpoint(sellerLogin, () => apiErrorResponse(401, message)).handler);
    const { result, storage } = renderHookWithApi(useSellerLogin);

    act(() => result.current.mutate(credentials));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(message);
    expect(storage.read(sellerTokenKey)).toBeNull();
  });
});
