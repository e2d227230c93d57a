import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditLogSorting, operatorMessages, operatorSecondFactor } from '@quotemarket/contract';
import { auditEntry, operatorAccount, operatorSession } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { operatorTokenKey } from './operatorSession';
import { useOperatorSecondFactor } from './useOperatorSecondFactor';

const server = setupMswServer();

describe('useOperatorSecondFactor', () => {
  it('completes the challenge with the code, keeps the token and starts with this operator', async () => {
    const mock = mockEndpoint(operatorSecondFactor, operatorSession);
    server.use(mock.handler);
    const { result, storage, queryClient } = renderHookWithApi(useOperatorSecondFactor);
    storage.write('operatorSessionEnded', '30분 동안 사용하지 않아 로그아웃되었어요.');
    queryClient.setQueryData(
      queryKeys.operator.auditLog.page({ ...auditLogSorting.fallback, page: 1, size: 10 }),
      {
        list: [auditEntry(1)],
        totalElements: 1,
        totalPages: 1,
      },
    );

    await act(() => result.current.mutateAsync({ challengeToken: 'challenge-1', code: '123456' }));

    expect(mock.calls[0]?.body).toEqual({ challengeToken: 'challenge-1', code: '123456' });
    expect(storage.read(operatorTokenKey)).toBe(operatorSession.token);
    expect(storage.read('operatorSessionEnded')).toBeNull();
    expect(queryClient.getQueryData(queryKeys.operator.me())).toEqual(operatorAccount);
    expect(
      queryClient.getQueryData(
        queryKeys.operator.auditLog.page({ ...auditLogSorting.fallback, page: 1, size: 10 }),
      ),
    ).toBeUndefined();
  });

  it('takes a recovery code instead', async () => {
    const mock = mockEndpoint(operatorSecondFactor, { ...operatorSession, recoveryCodesLeft: 9 });
    server.use(mock.handler);
    const { result } = renderHookWithApi(useOperatorSecondFactor);

    const session = await act(() =>
      result.current.mutateAsync({ challengeToken: 'challenge-1', recoveryCode: 'abcd-efgh-jk' }),
    );

    expect(mock.calls[0]?.body).toEqual({
      challengeToken: 'challenge-1',
      recoveryCode: 'abcd-efgh-jk',
    });
    expect(session.recoveryCodesLeft).toBe(9);
  });

  it('keeps no token and shows the Korean message for a wrong code', async () => {
    server.use(
      mockEndpoint(operatorSecondFactor, () => apiErrorResponse(401, operatorMessages.wrongCode))
        .handler,
    );
    const { result, storage } = renderHookWithApi(useOperatorSecondFactor);

    act(() => result.current.mutate({ challengeToken: 'challenge-1', code: '000000' }));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(operatorMessages.wrongCode);
    expect(storage.read(operatorTokenKey)).toBeNull();
  });
});
