import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMainCategories, type MainCategory } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
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

describe('useMainCategories', () => {
  it('loads the categories through the contract path and caches them under the home key', async () => {
    const mock = mockEndpoint(listMainCategories, [phones]);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useMainCategories());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([phones]);
    expect(mock.calls).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.home.mainCategories())).toEqual([phones]);
  });

  it('exposes a client error at once, without retrying', async () => {
    const mock = mockEndpoint(listMainCategories, () =>
      apiErrorResponse(404, '카테고리를 찾을 수 없어요.'),
    );
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useMainCategories());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('카테고리를 찾을 수 없어요.');
    expect(mock.calls).toHaveLength(1);
  });
});
