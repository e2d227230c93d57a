import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOperators, operatorMessages } from '@quotemarket/contract';
import { operatorListItem } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { operatorTokenKey } from './operatorSession';
import { signedInOperator } from './operatorSessionTesting';
import { useOperators } from './useOperators';

const server = setupMswServer();

describe('useOperators', () => {
  it('lists the operator accounts', async () => {
    const operators = [operatorListItem(1, { role: 'ADMIN' }), operatorListItem(2)];
    server.use(mockEndpoint(listOperators, operators).handler);
    const { result } = renderHookWithApi(useOperators, signedInOperator());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(operators);
  });

  it('asks nothing when told the role cannot list them', async () => {
    const mock = mockEndpoint(listOperators, []);
    server.use(mock.handler);
    const { result } = renderHookWithApi(
      () => useOperators({ enabled: false }),
      signedInOperator(),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current.fetchStatus).toBe('idle');
    expect(mock.calls).toHaveLength(0);
  });

  it('fails with 권한이 없어요 for a role without the permission, still signed in', async () => {
    server.use(
      mockEndpoint(listOperators, () => apiErrorResponse(403, operatorMessages.noPermission))
        .handler,
    );
    const { result, storage } = renderHookWithApi(useOperators, signedInOperator());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      status: 403,
      message: operatorMessages.noPermission,
    });
    expect(storage.read(operatorTokenKey)).not.toBeNull();
  });
});
