import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSellerProfile } from '@quotemarket/contract';
import { sellerProfile } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useSellerProfile } from './useSellerProfile';

const server = setupMswServer();

describe('useSellerProfile', () => {
  it('loads the dealer’s store with rating and counts', async () => {
    server.use(mockEndpoint(getSellerProfile, sellerProfile).handler);
    const { result } = renderHookWithApi(useSellerProfile);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(sellerProfile);
  });

  it('shows the Korean message of a buyer token', async () => {
    const message = '판매점 계정으로만 이용할 수 있어요.';
    server.use(mockEndpoint(getSellerProfile, () => apiErrorResponse(403, message)).handler);
    const { result } = renderHookWithApi(useSellerProfile);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(message);
  });
});
