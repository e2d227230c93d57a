import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { listMainCategories, mediaLogin, socialLogin, toApiUrl } from '@quotemarket/contract';
import { setupMswServer, testOrigin } from '@quotemarket/testing';
import { createAppStorage } from '../storage/appStorage';
import { createMemoryStorage } from '../storage/safeStorage';
import { createAppApiClient } from './createAppApiClient';

const server = setupMswServer();
const url = `${testOrigin}/api/v1/home/main-categories/list`;

function setup() {
  const storage = createAppStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  });
  const goToLogin = vi.fn();
  const client = createAppApiClient({ storage, goToLogin, baseURL: testOrigin });
  return { storage, goToLogin, client };
}

describe('createAppApiClient', () => {
  it('sends the stored token, read at each call', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(url, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ status_code: 200, message: '요청을 처리했어요.', data: [] });
      }),
    );
    const { storage, client } = setup();
    await client.call(listMainCategories);
    storage.write('token', 'jwt-2');
    await client.call(listMainCategories);
    expect(seen).toEqual([null, 'Bearer jwt-2']);
  });

  it.each([401, 403])(
    'on %i clears local storage and goes to /login, keeping the session area and the dealer',
    async (status) => {
      server.use(
        http.get(url, () =>
          HttpResponse.json(
            { status_code: status, message: '로그인이 필요해요.', data: null },
            { status },
          ),
        ),
      );
      const { storage, goToLogin, client } = setup();
      storage.write('token', 'expired');
      storage.write('cKey', 'partner');
      storage.write('searchTerm', '갤럭시');
      storage.write('sellerToken', 'dealer-token');
      await expect(client.call(listMainCategories)).rejects.toMatchObject({ status });
      expect(storage.read('token')).toBeNull();
      expect(storage.read('cKey')).toBeNull();
      expect(storage.read('searchTerm')).toBe('갤럭시');
      expect(storage.read('sellerToken')).toBe('dealer-token');
      expect(goToLogin).toHaveBeenCalledOnce();
    },
  );

  it.each([
    ['the partner media login', mediaLogin, { pkey: 'p', ckey: 'c' }],
    ['a social login', socialLogin, { provider: 'naver', code: 'c', state: 's' }],
  ] as const)(
    "leaves %s's 401 to its page: the message arrives, nothing is cleared, no trip to /login",
    async (_, endpoint, body) => {
      server.use(
        http.post(`${testOrigin}${toApiUrl(endpoint.path)}`, () =>
          HttpResponse.json(
            {
              status_code: 401,
              message: '제휴 로그인에 실패했어요. 다시 시도해 주세요.',
              data: null,
            },
            { status: 401 },
          ),
        ),
      );
      const { storage, goToLogin, client } = setup();
      storage.write('token', 'older-session');
      storage.write('cKey', 'partner');
      await expect(client.call(endpoint, { body } as never)).rejects.toMatchObject({
        status: 401,
        message: '제휴 로그인에 실패했어요. 다시 시도해 주세요.',
      });
      expect(goToLogin).not.toHaveBeenCalled();
      expect(storage.read('token')).toBe('older-session');
      expect(storage.read('cKey')).toBe('partner');
    },
  );

  it('ignores a late refusal of a login that ended while the call was under way', async () => {
    const { storage, goToLogin, client } = setup();
    server.use(
      http.get(url, () => {
        // Before the server answers, the buyer signs out and in again as someone else.
        storage.write('token', 'next-session');
        return HttpResponse.json(
          { status_code: 401, message: '다시 로그인해 주세요.', data: null },
          { status: 401 },
        );
      }),
    );
    storage.write('token', 'ended-session');
    storage.write('cKey', 'partner');
    await expect(client.call(listMainCategories)).rejects.toMatchObject({ status: 401 });
    expect(storage.read('token')).toBe('next-session');
    expect(storage.read('cKey')).toBe('partner');
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
