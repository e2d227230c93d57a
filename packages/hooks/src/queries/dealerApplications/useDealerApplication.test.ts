import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDealerApplication } from '@quotemarket/contract';
import { dealerApplicationDetail } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useDealerApplication } from './useDealerApplication';

const server = setupMswServer();

describe('useDealerApplication', () => {
  it('reads one application with its certificate', async () => {
    const detail = dealerApplicationDetail(4);
    const mock = mockEndpoint(getDealerApplication, detail);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useDealerApplication(4));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(detail);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/dealer-applications/4');
  });
});
