import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAdminCategories } from '@quotemarket/contract';
import { adminCategoryTree } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useAdminCategories } from './useAdminCategories';

const server = setupMswServer();

describe('useAdminCategories', () => {
  it('loads the category tree once and keeps it fresh', async () => {
    const mock = mockEndpoint(listAdminCategories, adminCategoryTree());
    server.use(mock.handler);
    const first = renderHookWithApi(() => useAdminCategories());
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    expect(first.result.current.data).toEqual(adminCategoryTree());
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/categories');

    // A second form on the same client reads the kept tree without asking again.
    const second = renderHookWithApi(() => useAdminCategories(), {
      queryClient: first.queryClient,
    });
    expect(second.result.current.data).toEqual(adminCategoryTree());
    expect(mock.calls).toHaveLength(1);
  });

  it('exposes the Korean error', async () => {
    server.use(
      mockEndpoint(listAdminCategories, () => apiErrorResponse(403, '권한이 없어요.')).handler,
    );
    const { result } = renderHookWithApi(() => useAdminCategories());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('권한이 없어요.');
  });
});
