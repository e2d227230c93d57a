import { describe, expect, it, vi } from 'vitest';
import { getSellerProfile } from '@quotemarket/contract';
import { sellerProfile } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  createMemoryAppStorage,
  mockEndpoint,
  setupMswServer,
  testOrigin,
} from '@quotemarket/testing';
import { createSellerApiClient } from './createSellerApiClient';

const server = setupMswServer();

function setup() {
  const storage = createMemoryAppStorage();
  const goToLogin = vi.fn();
  const client = createSellerApiClient({ storage, goToLogin, baseURL: testOrigin });
  return { storage, goToLogin, client };
}

describe('createSellerApiClient', () => {
  it('sends the dealer’s token, read at each call, and never the buyer’s', async () => {
    const mock = mockEndpoint(getSellerProfile, sellerProfile);
    server.use(mock.handler);
    const { storage, client } = setup();
    storage.write('token', 'buyer-token');
    await client.call(getSellerProfile);
    storage.write('sellerToken', 'dealer-token');
    await client.call(getSellerProfile);
    expect(mock.calls.map(({ headers }) => headers.get('authorization'))).toEqual([
      null,
      'Bearer dealer-token',
    ]);
  });

  it.each([401, 403])(
    'on %i forgets only the dealer’s token and goes to the login page',
    async (status) => {
      server.use(
        mockEndpoint(getSellerProfile, () => apiErrorResponse(status, '로그인이 필요해요.'))
          .handler,
      );
      const { storage, goToLogin, client } = setup();
      storage.write('sellerToken', 'expired');
      storage.write('token', 'buyer-token');
      storage.write('buyerId', 7);
      storage.write('searchTerm', '갤럭시');
      await expect(client.call(getSellerProfile)).rejects.toMatchObject({ status });
      expect(storage.read('sellerToken')).toBeNull();
      expect(storage.read('token')).toBe('buyer-token');
      expect(storage.read('buyerId')).toBe(7);
      expect(storage.read('searchTerm')).toBe('갤럭시');
      expect(goToLogin).toHaveBeenCalledOnce();
    },
  );

  it('ignores a late refusal of a login that ended while the call was under way', async () => {
    const { storage, goToLogin, client } = setup();
    server.use(
      mockEndpoint(getSellerProfile, () => {
        storage.write('sellerToken', 'next-store');
        return apiErrorResponse(401, '다시 로그인해 주세요.');
      }).handler,
    );
    storage.write('sellerToken', 'ended-session');
    await expect(client.call(getSellerProfile)).rejects.toMatchObject({ status: 401 });
    expect(storage.read('sellerToken')).toBe('next-store');
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('keeps the token on other failures', async () => {
    server.use(mockEndpoint(getSellerProfile, () => apiErrorResponse(500, '서버 오류')).handler);
    const { storage, goToLogin, client } = setup();
    storage.write('sellerToken', 'dealer-token');
    await expect(client.call(getSellerProfile)).rejects.toMatchObject({ status: 500 });
    expect(storage.read('sellerToken')).toBe('dealer-token');
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
