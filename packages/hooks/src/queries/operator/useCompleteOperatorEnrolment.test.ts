import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeOperatorEnrolment, operatorMessages } from '@quotemarket/contract';
import { operatorRecoveryCodes, operatorSession } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { operatorTokenKey } from './operatorSession';
import { useCompleteOperatorEnrolment } from './useCompleteOperatorEnrolment';

const server = setupMswServer();
const input = { token: 'enrol-token', password: 'a-long-password-1', code: '123456' };

describe('useCompleteOperatorEnrolment', () => {
  it('sends the password and first code, signs the operator in and answers the recovery codes', async () => {
    const mock = mockEndpoint(completeOperatorEnrolment, {
      session: operatorSession,
      recoveryCodes: operatorRecoveryCodes,
    });
    server.use(mock.handler);
    const { result, storage, queryClient } = renderHookWithApi(useCompleteOperatorEnrolment);

    const answer = await act(() => result.current.mutateAsync(input));

    expect(mock.calls[0]?.body).toEqual(input);
    expect(answer.recoveryCodes).toHaveLength(10);
    expect(storage.read(operatorTokenKey)).toBe(operatorSession.token);
    expect(queryClient.getQueryData(queryKeys.operator.me())).toEqual(operatorSession.operator);
  });

  it('keeps no token and shows the Korean message for a wrong first code', async () => {
    server.use(
      mockEndpoint(completeOperatorEnrolment, () =>
        apiErrorResponse(400, operatorMessages.wrongCode),
      ).handler,
    );
    const { result, storage } = renderHookWithApi(useCompleteOperatorEnrolment);

    act(() => result.current.mutate(input));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(operatorMessages.wrongCode);
    expect(storage.read(operatorTokenKey)).toBeNull();
  });
});
