import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { verifyPhone } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { queryKeys } from '../queries/queryKeys';
import { useVerifyPhone } from './useVerifyPhone';

const server = setupMswServer();

describe('useVerifyPhone', () => {
  it('puts the code in the path, sends the consents and refreshes status and profile', async () => {
    const mock = mockEndpoint(verifyPhone, {
      phone: '01012345678',
      verifiedAt: '2026-11-01T00:00:00.000Z',
    });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useVerifyPhone());
    queryClient.setQueryData(queryKeys.auth.phoneVerification(), null);
    queryClient.setQueryData(queryKeys.users.profile(), {});
    queryClient.setQueryData(queryKeys.home.mainCategories(), []);
    const agreements = [{ term: 'PRIVACY' as const, agreed: true }];
    await act(() => result.current.mutateAsync({ code: '1234', agreements }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/verifications/1234/verify');
    expect(mock.calls[0]?.body).toEqual({ userAgreementList: agreements, isConsented: true });
    expect(queryClient.getQueryState(queryKeys.auth.phoneVerification())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.users.profile())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.home.mainCategories())?.isInvalidated).toBe(false);
  });

  it('sends no consents for a number change and refreshes the profile with the new number', async () => {
    const mock = mockEndpoint(verifyPhone, {
      phone: '01098765432',
      verifiedAt: '2026-11-01T00:00:00.000Z',
    });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useVerifyPhone());
    queryClient.setQueryData(queryKeys.users.profile(), { phoneNumber: '01012345678' });
    await act(() => result.current.mutateAsync({ code: '4321' }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/verifications/4321/verify');
    expect(mock.calls[0]?.body).toEqual({});
    expect(queryClient.getQueryState(queryKeys.users.profile())?.isInvalidated).toBe(true);
  });
});
