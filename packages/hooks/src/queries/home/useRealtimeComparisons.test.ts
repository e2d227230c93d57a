import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listRealtimeComparisons, type RealtimeComparison } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useRealtimeComparisons } from './useRealtimeComparisons';

const server = setupMswServer();

const comparison: RealtimeComparison = {
  name: '김*수',
  categoryId: 1,
  product: {
    imageUrl: null,
    productName: '갤럭시 S25',
    modelNumber: 'SM-S931N',
    estimations: [{ monthlyFee: 65_000, supportFund: 300_000 }],
  },
};

describe('useRealtimeComparisons', () => {
  it('asks for the first five and returns the items alone', async () => {
    const mock = mockEndpoint(listRealtimeComparisons, {
      list: [comparison],
      totalElements: 1,
      totalPages: 1,
    });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useRealtimeComparisons());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([comparison]);
    const [call] = mock.calls;
    expect(call?.url.searchParams.get('pageNo')).toBe('1');
    expect(call?.url.searchParams.get('pageSize')).toBe('5');
  });

  it('asks nothing while it is not enabled', async () => {
    const mock = mockEndpoint(listRealtimeComparisons, {
      list: [],
      totalElements: 0,
      totalPages: 0,
    });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useRealtimeComparisons({ enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(mock.calls).toHaveLength(0);
  });
});
