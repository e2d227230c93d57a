import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answerOperatorInquiry,
  marketRequestMessages,
  operatorInquirySorting,
} from '@quotemarket/contract';
import { listPage, operatorInquiry } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { signedInOperator } from './operatorSessionTesting';
import { useAnswerInquiry } from './useAnswerInquiry';

const server = setupMswServer();

describe('useAnswerInquiry', () => {
  it('sends the note and refreshes both lists of the queue', async () => {
    const mock = mockEndpoint(
      answerOperatorInquiry,
      operatorInquiry(3, { status: 'answered', answerNote: '이메일로 안내했어요.' }),
    );
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useAnswerInquiry, signedInOperator());
    const waitingKey = queryKeys.operator.market.inquiries.page({
      status: 'received',
      ...operatorInquirySorting.received.fallback,
      page: 1,
      size: 10,
    });
    queryClient.setQueryData(waitingKey, listPage([operatorInquiry(3)]));

    await act(() => result.current.mutateAsync({ inquiryId: 3, note: '이메일로 안내했어요.' }));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/inquiries/3/answer');
    expect(mock.calls[0]?.body).toEqual({ note: '이메일로 안내했어요.' });
    expect(queryClient.getQueryState(waitingKey)?.isInvalidated).toBe(true);
  });

  it('rejects with the API’s message when it was already answered', async () => {
    server.use(
      mockEndpoint(answerOperatorInquiry, () =>
        apiErrorResponse(409, marketRequestMessages.alreadyAnswered),
      ).handler,
    );
    const { result } = renderHookWithApi(useAnswerInquiry, signedInOperator());
    await expect(
      result.current.mutateAsync({ inquiryId: 3, note: '이메일로 안내했어요.' }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
