import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { MainCategory } from '@quotemarket/contract';
import { ApiClientProvider } from '../api/ApiClientProvider';
import { createApiClient } from '../api/createApiClient';
import { testOrigin, setupMswServer } from '../testing/mswServer';
import { createQueryClient } from './createQueryClient';
import { useMainCategories } from './useMainCategories';

const server = setupMswServer();

const phones: MainCategory = {
  id: 1,
  nameEn: 'Mobile Phones',
  nameKo: '휴대폰',
  displayOrder: 1,
  status: 'ACTIVE',
  image: '/media/categories/phone.svg',
  productCount: 12,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientProvider client={createApiClient({ baseURL: testOrigin })}>
        {children}
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

describe('useMainCategories', () => {
  it('loads the categories through the contract path', async () => {
    server.use(
      http.get(`${testOrigin}/api/v1/home/main-categories/list`, () =>
        HttpResponse.json({ status_code: 200, message: '성공', data: [phones] }),
      ),
    );
    const { result } = renderHook(() => useMainCategories(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([phones]);
  });

  it('exposes a client error at once, without retrying', async () => {
    let calls = 0;
    server.use(
      http.get(`${testOrigin}/api/v1/home/main-categories/list`, () => {
        calls += 1;
        return HttpResponse.json(
          { status_code: 404, message: '없음', data: null },
          { status: 404 },
        );
      }),
    );
    const { result } = renderHook(() => useMainCategories(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('없음');
    expect(calls).toBe(1);
  });
});
