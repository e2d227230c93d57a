import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealerApplicationMessages, getDealerPasswordLink } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useDealerPasswordLink } from './useDealerPasswordLink';

const server = setupMswServer();

describe('useDealerPasswordLink', () => {
  it('reads whose account the link is for', async () => {
    const link = {
      email: 'store@example.kr',
      storeName: '성수 모바일',
      expiresAt: '2026-12-09T01:00:00.000Z',
    };
    server.use(mockEndpoint(getDealerPasswordLink, link).handler);
    const { result } = renderHookWithApi(() => useDealerPasswordLink('password-1'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(link);
  });

  it('reports a spent link at once, without asking again', async () => {
    const mock = mockEndpoint(getDealerPasswordLink, () =>
      apiErrorResponse(404, dealerApplicationMessages.passwordLinkInvalid),
    );
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useDealerPasswordLink('spent'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(dealerApplicationMessages.passwordLinkInvalid);
    expect(mock.calls).toHaveLength(1);
  });
});
