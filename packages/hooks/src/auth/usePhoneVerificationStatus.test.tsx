import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPhoneVerification } from '@quotemarket/contract';
import {
  createMemoryAppStorage,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { usePhoneVerificationStatus } from './usePhoneVerificationStatus';

const server = setupMswServer();
const verified = { phone: '01012345678', verifiedAt: '2026-11-01T00:00:00.000Z' };

describe('usePhoneVerificationStatus', () => {
  it('loads the status with the bearer token', async () => {
    const mock = mockEndpoint(getPhoneVerification, verified);
    server.use(mock.handler);
    const storage = createMemoryAppStorage();
    storage.write('token', 'jwt');
    const { result } = renderHookWithApi(() => usePhoneVerificationStatus(), { storage });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(verified);
    expect(mock.calls[0]?.headers.get('authorization')).toBe('Bearer jwt');
  });

  it('does not ask without a token', () => {
    const mock = mockEndpoint(getPhoneVerification, null);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => usePhoneVerificationStatus());
    expect(result.current.fetchStatus).toBe('idle');
    expect(mock.calls).toHaveLength(0);
  });
});
