import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { listMainCategories } from '@quotemarket/contract';
import { setupMswServer, testOrigin } from '@quotemarket/testing';
import { createApiClient } from './createApiClient';

const server = setupMswServer();

// The client loads axios with its first call; on a phone that load can fail like any request.
let loads = 0;
vi.mock('axios', async (importOriginal) => {
  loads += 1;
  if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('createApiClient when its HTTP code does not load', () => {
  it('answers with the network message, and loads it again for the next call', async () => {
    server.use(
      http.get(`${testOrigin}/api/v1/home/main-categories/list`, () =>
        HttpResponse.json({ status_code: 200, message: '요청을 처리했어요.', data: [] }),
      ),
    );
    const client = createApiClient({ baseURL: testOrigin });
    await expect(client.call(listMainCategories)).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: '네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
    });
    await expect(client.call(listMainCategories)).resolves.toEqual([]);
  });
});
