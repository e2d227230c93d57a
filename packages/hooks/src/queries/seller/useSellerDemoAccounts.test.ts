import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listSellerDemoAccounts } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useSellerDemoAccounts } from './useSellerDemoAccounts';

const server = setupMswServer();

const demoAccount = {
  email: 'demo@dealer.quotemarket.kr',
  password: 'quotemarket-demo-1234',
  storeName: '역삼 종합통신·렌탈센터',
};

describe('useSellerDemoAccounts', () => {
  it('lists the development server’s demo dealers', async () => {
    server.use(mockEndpoint(listSellerDemoAccounts, [demoAccount]).handler);
    const { result } = renderHookWithApi(useSellerDemoAccounts);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([demoAccount]);
  });

  it('reads production’s 404 as no demo accounts', async () => {
    server.use(
      mockEndpoint(listSellerDemoAccounts, () =>
        apiErrorResponse(404, '요청한 페이지를 찾을 수 없어요.'),
      ).handler,
    );
    const { result } = renderHookWithApi(useSellerDemoAccounts);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([]);
  });

  it('reports other failures as errors', async () => {
    const message = '일시적인 문제가 생겼어요. 잠시 후 다시 시도해 주세요.';
    server.use(mockEndpoint(listSellerDemoAccounts, () => apiErrorResponse(500, message)).handler);
    const { result } = renderHookWithApi(useSellerDemoAccounts);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(message);
  });
});
