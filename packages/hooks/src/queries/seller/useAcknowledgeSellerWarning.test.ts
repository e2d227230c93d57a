import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acknowledgeSellerWarning, listSellerWarnings } from '@quotemarket/contract';
import { numbered, sellerWarning } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useAcknowledgeSellerWarning } from './useAcknowledgeSellerWarning';
import { useSellerWarnings } from './useSellerWarnings';

const server = setupMswServer();

function renderWarnings() {
  const list = mockEndpoint(listSellerWarnings, numbered(2, sellerWarning));
  server.use(list.handler);
  const rendered = renderHookWithApi(() => ({
    warnings: useSellerWarnings(),
    acknowledge: useAcknowledgeSellerWarning(),
  }));
  return { ...rendered, listCalls: list.calls };
}

describe('useAcknowledgeSellerWarning', () => {
  it('acknowledges one and drops it from the list without reloading it', async () => {
    const acknowledged = mockEndpoint(acknowledgeSellerWarning, null);
    server.use(acknowledged.handler);
    const { result, listCalls } = renderWarnings();
    await waitFor(() => expect(result.current.warnings.data).toHaveLength(2));

    await act(() => result.current.acknowledge.mutateAsync(1));

    expect(acknowledged.calls[0]?.url.pathname).toBe('/api/v2/seller/warnings/1/acknowledge');
    expect(result.current.warnings.data?.map((warning) => warning.id)).toEqual([2]);
    expect(listCalls).toHaveLength(1);
  });

  it('keeps the warning and says why when the acknowledgement fails', async () => {
    server.use(
      mockEndpoint(acknowledgeSellerWarning, () => apiErrorResponse(404, '경고를 찾을 수 없어요.'))
        .handler,
    );
    const { result } = renderWarnings();
    await waitFor(() => expect(result.current.warnings.data).toHaveLength(2));

    act(() => result.current.acknowledge.mutate(1));

    await waitFor(() => expect(result.current.acknowledge.isError).toBe(true));
    expect(result.current.acknowledge.error?.message).toBe('경고를 찾을 수 없어요.');
    expect(result.current.warnings.data).toHaveLength(2);
  });
});
