import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAdminNotice } from '@quotemarket/contract';
import { adminNotice } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useAdminNotice } from './useAdminNotice';

const server = setupMswServer();

describe('useAdminNotice', () => {
  it('loads a draft by its id', async () => {
    const mock = mockEndpoint(getAdminNotice, adminNotice(4));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useAdminNotice(4));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(adminNotice(4));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/notices/4');
  });
});
