import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditLogSorting, marketRequestMessages, revealBuyerContact } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { signedInOperator } from './operatorSessionTesting';
import { useRevealBuyerContact } from './useRevealBuyerContact';

const server = setupMswServer();
const auditPageKey = queryKeys.operator.auditLog.page({
  ...auditLogSorting.fallback,
  page: 1,
  size: 10,
});

describe('useRevealBuyerContact', () => {
  it('sends the reason, answers the number and keeps it out of the query cache', async () => {
    const mock = mockEndpoint(revealBuyerContact, { phone: '010-1234-5678' });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useRevealBuyerContact, signedInOperator());
    queryClient.setQueryData(auditPageKey, { list: [] });

    const answer = await act(() =>
      result.current.mutateAsync({ quotationId: 41, reason: '사기 의심 신고 확인' }),
    );

    expect(answer).toEqual({ phone: '010-1234-5678' });
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/quotations/41/buyer-contact');
    expect(mock.calls[0]?.body).toEqual({ reason: '사기 의심 신고 확인' });
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
      ),
    ).not.toContain('010-1234-5678');
    expect(queryClient.getQueryState(auditPageKey)?.isInvalidated).toBe(true);
  });

  it('rejects with the API’s message', async () => {
    server.use(
      mockEndpoint(revealBuyerContact, () =>
        apiErrorResponse(400, marketRequestMessages.reasonTooShort),
      ).handler,
    );
    const { result } = renderHookWithApi(useRevealBuyerContact, signedInOperator());
    await expect(
      result.current.mutateAsync({ quotationId: 41, reason: '확인' }),
    ).rejects.toMatchObject({ status: 400, message: marketRequestMessages.reasonTooShort });
  });
});
