import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  closeMarketRequest,
  marketRequestMessages,
  marketRequestSorting,
} from '@quotemarket/contract';
import {
  listPage,
  marketRequestDetail,
  marketRequestListItem,
} from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { signedInOperator } from './operatorSessionTesting';
import { useCloseMarketRequest } from './useCloseMarketRequest';

const server = setupMswServer();

describe('useCloseMarketRequest', () => {
  it('puts the closed request in the cache and refreshes the search and the dashboard', async () => {
    const closed = marketRequestDetail(41, {
      request: marketRequestListItem(41, { status: 'CLOSED', isOpen: false }),
    });
    const mock = mockEndpoint(closeMarketRequest, closed);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useCloseMarketRequest, signedInOperator());
    const searchKey = queryKeys.operator.market.requests.page({
      phone: '1234',
      ...marketRequestSorting.fallback,
      page: 1,
      size: 10,
    });
    queryClient.setQueryData(searchKey, listPage([marketRequestListItem(41)]));
    queryClient.setQueryData(queryKeys.operator.market.request(41), marketRequestDetail(41));

    await act(() => result.current.mutateAsync({ quotationId: 41, reason: '허위 요청 반복' }));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/quotations/41/close');
    expect(mock.calls[0]?.body).toEqual({ reason: '허위 요청 반복' });
    expect(queryClient.getQueryData(queryKeys.operator.market.request(41))).toEqual(closed);
    expect(queryClient.getQueryState(searchKey)?.isInvalidated).toBe(true);
  });

  it('rejects with the API’s message when the request no longer takes quotes', async () => {
    server.use(
      mockEndpoint(closeMarketRequest, () => apiErrorResponse(409, marketRequestMessages.notOpen))
        .handler,
    );
    const { result } = renderHookWithApi(useCloseMarketRequest, signedInOperator());
    await expect(
      result.current.mutateAsync({ quotationId: 41, reason: '허위 요청 반복' }),
    ).rejects.toMatchObject({ status: 409, message: marketRequestMessages.notOpen });
  });
});
