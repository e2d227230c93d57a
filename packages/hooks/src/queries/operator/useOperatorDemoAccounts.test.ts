import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOperatorDemoAccounts } from '@quotemarket/contract';
import { operatorDemoAccounts } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useOperatorDemoAccounts } from './useOperatorDemoAccounts';

const server = setupMswServer();

describe('useOperatorDemoAccounts', () => {
  it('lists the demo operators and asks again for a fresh code', async () => {
    let code = '111111';
    server.use(
      mockEndpoint(listOperatorDemoAccounts, () =>
        operatorDemoAccounts.map((account) => ({ ...account, code })),
      ).handler,
    );
    const { result } = renderHookWithApi(useOperatorDemoAccounts);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map(({ role }) => role)).toEqual(['ADMIN', 'OPERATOR', 'VIEWER']);

    code = '222222';
    const refetched = await act(() => result.current.refetch());
    expect(refetched.data?.[0]?.code).toBe('222222');
  });

  it('reads production’s 404 as no demo accounts', async () => {
    server.use(
      mockEndpoint(listOperatorDemoAccounts, () =>
        apiErrorResponse(404, '요청한 페이지를 찾을 수 없어요.'),
      ).handler,
    );
    const { result } = renderHookWithApi(useOperatorDemoAccounts);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([]);
  });

  it('reports other failures as errors', async () => {
    const message = '일시적인 문제가 생겼어요. 잠시 후 다시 시도해 주세요.';
    server.use(
      mockEndpoint(listOperatorDemoAccounts, () => apiErrorResponse(500, message)).handler,
    );
    const { result } = renderHookWithApi(useOperatorDemoAccounts);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(message);
  });
});
