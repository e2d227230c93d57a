import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestPhoneVerification } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useRequestPhoneVerification } from './useRequestPhoneVerification';

const server = setupMswServer();

describe('useRequestPhoneVerification', () => {
  it('sends target PHONE with the digits and answers the expiry', async () => {
    const expiry = { expiresAt: '2026-11-01T00:05:00.000Z', expiresInSeconds: 300 };
    const mock = mockEndpoint(requestPhoneVerification, expiry);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useRequestPhoneVerification());
    const data = await act(() => result.current.mutateAsync('01012345678'));
    expect(mock.calls[0]?.body).toEqual({ target: 'PHONE', payload: '01012345678' });
    expect(data).toEqual(expiry);
  });
});
