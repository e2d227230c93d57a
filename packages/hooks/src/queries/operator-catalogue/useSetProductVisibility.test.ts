import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAdminProductVisibility } from '@quotemarket/contract';
import { adminProduct } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useSetProductVisibility } from './useSetProductVisibility';

const server = setupMswServer();

describe('useSetProductVisibility', () => {
  it('hides the product and puts the answer in its edit form', async () => {
    const hidden = adminProduct(5, { isActive: false });
    const mock = mockEndpoint(setAdminProductVisibility, hidden);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useSetProductVisibility);
    await act(() => result.current.mutateAsync({ productId: 5, isActive: false }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/products/5/visibility');
    expect(mock.calls[0]?.body).toEqual({ isActive: false });
    expect(queryClient.getQueryData(queryKeys.operatorCatalogue.products.detail(5))).toEqual(
      hidden,
    );
  });
});
