import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealerApplicationMessages, setDealerPassword } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useSetDealerPassword } from './useSetDealerPassword';

const server = setupMswServer();
const input = { token: 'password-1', password: 'a-long-dealer-password' };

describe('useSetDealerPassword', () => {
  it('sets the password and forgets the spent link', async () => {
    const mock = mockEndpoint(setDealerPassword, { email: 'store@example.kr', sellerId: 7 });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useSetDealerPassword);
    queryClient.setQueryData(queryKeys.dealerApplications.passwordLink(input.token), {
      email: 'store@example.kr',
    });
    await act(() => result.current.mutateAsync(input));
    expect(mock.calls[0]?.body).toEqual(input);
    expect(
      queryClient.getQueryData(queryKeys.dealerApplications.passwordLink(input.token)),
    ).toBeUndefined();
  });

  it('reports a spent link in Korean', async () => {
    server.use(
      mockEndpoint(setDealerPassword, () =>
        apiErrorResponse(404, dealerApplicationMessages.passwordLinkInvalid),
      ).handler,
    );
    const { result } = renderHookWithApi(useSetDealerPassword);
    act(() => result.current.mutate(input));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(dealerApplicationMessages.passwordLinkInvalid);
  });
});
