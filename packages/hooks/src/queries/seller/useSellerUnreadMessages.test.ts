import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDealerUnreadMessages } from '@quotemarket/contract';
import { dealerUnreadMessages } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { signedInDealer } from './sellerSessionTesting';
import { useSellerUnreadMessages } from './useSellerUnreadMessages';

const server = setupMswServer();

describe('useSellerUnreadMessages', () => {
  it('gives the total and each quote’s count, 0 for a quote with nothing unread', async () => {
    server.use(mockEndpoint(getDealerUnreadMessages, dealerUnreadMessages(3)).handler);
    const { result } = renderHookWithApi(useSellerUnreadMessages, signedInDealer());

    expect(result.current.total).toBe(0);
    await waitFor(() => expect(result.current.total).toBe(3));
    expect(result.current.unreadOf(9)).toBe(3);
    expect(result.current.unreadOf(10)).toBe(0);
  });
});
