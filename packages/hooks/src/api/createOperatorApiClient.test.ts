import { describe, expect, it, vi } from 'vitest';
import {
  getOperatorMe,
  listOperators,
  operatorLogin,
  operatorMessages,
  operatorSecondFactor,
} from '@quotemarket/contract';
import { operatorAccount } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  createMemoryAppStorage,
  mockEndpoint,
  setupMswServer,
  testOrigin,
} from '@quotemarket/testing';
import { createOperatorApiClient } from './createOperatorApiClient';

const server = setupMswServer();

function setup() {
  const storage = createMemoryAppStorage();
  const goToLogin = vi.fn();
  const client = createOperatorApiClient({ storage, goToLogin, baseURL: testOrigin });
  return { storage, goToLogin, client };
}

describe('createOperatorApiClient', () => {
  it('sends the operator’s token, read at each call, and never the buyer’s or the dealer’s', async () => {
    const mock = mockEndpoint(getOperatorMe, operatorAccount);
    server.use(mock.handler);
    const { storage, client } = setup();
    storage.write('token', 'buyer-token');
    storage.write('sellerToken', 'dealer-token');
    await client.call(getOperatorMe).catch(() => undefined);
    storage.write('operatorToken', 'operator-token');
    await client.call(getOperatorMe);
    expect(mock.calls.map(({ headers }) => headers.get('authorization'))).toEqual([
      null,
      'Bearer operator-token',
    ]);
  });

  it('keeps the token in the tab’s session area, out of the buyer’s sign-out', () => {
    const { storage } = setup();
    storage.write('operatorToken', 'operator-token');
    storage.clearLocal();
    expect(storage.read('operatorToken')).toBe('operator-token');
  });

  it('on a 401 forgets only the operator’s token, keeps the reason and goes to the login', async () => {
    server.use(
      mockEndpoint(getOperatorMe, () => apiErrorResponse(401, operatorMessages.idleExpired))
        .handler,
    );
    const { storage, goToLogin, client } = setup();
    storage.write('operatorToken', 'idle');
    storage.write('sellerToken', 'dealer-token');
    storage.write('token', 'buyer-token');
    await expect(client.call(getOperatorMe)).rejects.toMatchObject({ status: 401 });
    expect(storage.read('operatorToken')).toBeNull();
    expect(storage.read('sellerToken')).toBe('dealer-token');
    expect(storage.read('token')).toBe('buyer-token');
    expect(storage.read('operatorSessionEnded')).toBe(operatorMessages.idleExpired);
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  it('keeps the session on a 403: a refused permission is not a lost login', async () => {
    server.use(
      mockEndpoint(listOperators, () => apiErrorResponse(403, operatorMessages.noPermission))
        .handler,
    );
    const { storage, goToLogin, client } = setup();
    storage.write('operatorToken', 'viewer-token');
    await expect(client.call(listOperators)).rejects.toMatchObject({
      status: 403,
      message: operatorMessages.noPermission,
    });
    expect(storage.read('operatorToken')).toBe('viewer-token');
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('leaves a refused sign-in step to its form', async () => {
    server.use(
      mockEndpoint(operatorLogin, () => apiErrorResponse(401, operatorMessages.wrongPassword))
        .handler,
      mockEndpoint(operatorSecondFactor, () => apiErrorResponse(401, operatorMessages.wrongCode))
        .handler,
    );
    const { goToLogin, client } = setup();
    await expect(
      client.call(operatorLogin, { body: { email: 'a@b.kr', password: 'x' } }),
    ).rejects.toMatchObject({ message: operatorMessages.wrongPassword });
    await expect(
      client.call(operatorSecondFactor, { body: { challengeToken: 'c', code: '123456' } }),
    ).rejects.toMatchObject({ message: operatorMessages.wrongCode });
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('ignores a late refusal of a login that ended while the call was under way', async () => {
    const { storage, goToLogin, client } = setup();
    server.use(
      mockEndpoint(getOperatorMe, () => {
        storage.write('operatorToken', 'next-operator');
        return apiErrorResponse(401, '다시 로그인해 주세요.');
      }).handler,
    );
    storage.write('operatorToken', 'ended-session');
    await expect(client.call(getOperatorMe)).rejects.toMatchObject({ status: 401 });
    expect(storage.read('operatorToken')).toBe('next-operator');
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
