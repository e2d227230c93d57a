import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorLogout } from '@quotemarket/contract';
import { operatorAccount } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { operatorTokenKey } from './operatorSession';
import { operatorToken, signedInOperator } from './operatorSessionTesting';
import { useOperatorLogout } from './useOperatorLogout';

const server = setupMswServer();

describe('useOperatorLogout', () => {
  it('ends the session with the operator’s token, then forgets the token and the cache', async () => {
    const mock = mockEndpoint(operatorLogout, null);
    server.use(mock.handler);
    const operator = signedInOperator();
    operator.storage.write('sellerToken', 'dealer-token');
    const { result, storage, queryClient } = renderHookWithApi(useOperatorLogout, operator);
    queryClient.setQueryData(queryKeys.operator.me(), operatorAccount);
    queryClient.setQueryData(queryKeys.seller.profile(), { storeName: '강남 모바일' });

    await act(() => result.current.mutateAsync());

    expect(mock.calls[0]?.headers.get('authorization')).toBe(`Bearer ${operatorToken}`);
    expect(storage.read(operatorTokenKey)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.operator.me())).toBeUndefined();
    expect(storage.read('sellerToken')).toBe('dealer-token');
    expect(queryClient.getQueryData(queryKeys.seller.profile())).toEqual({
      storeName: '강남 모바일',
    });
  });

  it('signs the tab out even when the server call fails', async () => {
    server.use(mockEndpoint(operatorLogout, () => apiErrorResponse(500, '서버 오류')).handler);
    const { result, storage } = renderHookWithApi(useOperatorLogout, signedInOperator());

    await act(() => result.current.mutateAsync().catch(() => undefined));

    expect(storage.read(operatorTokenKey)).toBeNull();
  });
});
