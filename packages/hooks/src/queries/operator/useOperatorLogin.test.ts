import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorLogin, operatorMessages } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { operatorTokenKey } from './operatorSession';
import { useOperatorLogin } from './useOperatorLogin';

const server = setupMswServer();
const credentials = { email: 'admin@ops.quotemarket.kr', password: 'operator-password-1234' };
const challenge = { challengeToken: 'challenge-1', expiresAt: '2026-12-01T01:05:00.000Z' };

describe('useOperatorLogin', () => {
  it('sends the credentials and answers the challenge, storing no token yet', async () => {
    const mock = mockEndpoint(operatorLogin, challenge);
    server.use(mock.handler);
    const { result, storage } = renderHookWithApi(useOperatorLogin);

    const answer = await act(() => result.current.mutateAsync(credentials));

    expect(mock.calls[0]?.body).toEqual(credentials);
    expect(answer).toEqual(challenge);
    expect(storage.read(operatorTokenKey)).toBeNull();
  });

  it('shows the Korean message when the password is wrong', async () => {
    server.use(
      mockEndpoint(operatorLogin, () => apiErrorResponse(401, operatorMessages.wrongPassword))
        .handler,
    );
    const { result } = renderHookWithApi(useOperatorLogin);

    act(() => result.current.mutate(credentials));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(operatorMessages.wrongPassword);
  });
});
