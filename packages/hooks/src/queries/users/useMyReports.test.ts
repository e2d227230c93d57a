import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMyReports } from '@quotemarket/contract';
import { myReport, numbered } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useMyReports } from './useMyReports';

const server = setupMswServer();

describe('useMyReports', () => {
  it("pages through the buyer's reports with page/size", async () => {
    const mock = mockEndpoint(listMyReports, ({ url }) => ({
      list: url.searchParams.get('page') === '1' ? numbered(10, myReport) : [myReport(11)],
      totalElements: 11,
      totalPages: 2,
    }));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useMyReports());
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.items).toHaveLength(11));
    expect(result.current.hasNextPage).toBe(false);
    expect(mock.calls.map(({ url }) => url.search)).toEqual(['?page=1&size=10', '?page=2&size=10']);
  });
});
