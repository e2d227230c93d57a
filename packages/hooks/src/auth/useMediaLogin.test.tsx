import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mediaLogin } from '@quotemarket/contract';
import {
  apiErrorResponse,
  createMemoryAppStorage,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { mediaLoginFailedMessage, useMediaLogin } from './useMediaLogin';

const server = setupMswServer();
const origin = 'https://app.example';

describe('useMediaLogin', () => {
  it('logs in once with the keys from the URL, keeps them and the callback URL', async () => {
    const mock = mockEndpoint(mediaLogin, {
      token: 'jwt',
      user: { id: 9 },
      isFirstTimeLogin: true,
    });
    server.use(mock.handler);
    const { result, storage, rerender } = renderHookWithApi(() =>
      useMediaLogin({ search: '?pKey=partner&cKey=signed', origin }),
    );
    rerender();
    await waitFor(() => expect(result.current.isFirstTimeLogin).toBe(true));
    expect(mock.calls).toHaveLength(1);
    expect(mock.calls[0]?.body).toEqual({ pkey: 'partner', ckey: 'signed' });
    expect(storage.read('pKey')).toBe('partner');
    expect(storage.read('cKey')).toBe('signed');
    expect(storage.read('callbackUrl')).toBe(origin);
    expect(storage.read('token')).toBe('jwt');
  });

  it('falls back to stored keys and goes home after a returning login', async () => {
    const mock = mockEndpoint(mediaLogin, {
      token: 'jwt',
      user: { id: 9 },
      isFirstTimeLogin: false,
    });
    server.use(mock.handler);
    const storage = createMemoryAppStorage();
    storage.write('pKey', 'stored-p');
    storage.write('cKey', 'stored-c');
    const { result } = renderHookWithApi(() => useMediaLogin({ search: '', origin }), { storage });
    await waitFor(() => expect(result.current.isFirstTimeLogin).toBe(false));
    expect(mock.calls[0]?.body).toEqual({ pkey: 'stored-p', ckey: 'stored-c' });
  });

  it('on failure shows the server reason and forgets keys and session', async () => {
    server.use(
      mockEndpoint(mediaLogin, () =>
        apiErrorResponse(401, '제휴 로그인에 실패했어요. 다시 시도해 주세요.'),
      ).handler,
    );
    const storage = createMemoryAppStorage();
    storage.write('token', 'old');
    storage.write('buyerId', 1);
    const { result } = renderHookWithApi(
      () => useMediaLogin({ search: '?pKey=p&cKey=forged', origin }),
      { storage },
    );
    await waitFor(() => expect(result.current.errorMessage).not.toBeNull());
    expect(result.current.errorMessage).toBe('제휴 로그인에 실패했어요. 다시 시도해 주세요.');
    for (const name of ['pKey', 'cKey', 'token', 'buyerId'] as const) {
      expect(storage.read(name)).toBeNull();
    }
  });

  it('without keys fails at once without calling the server', () => {
    const mock = mockEndpoint(mediaLogin, {
      token: 'jwt',
      user: { id: 9 },
      isFirstTimeLogin: false,
    });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useMediaLogin({ search: '?pKey=only', origin }));
    expect(result.current.errorMessage).toBe(mediaLoginFailedMessage);
    expect(mock.calls).toHaveLength(0);
  });
});
