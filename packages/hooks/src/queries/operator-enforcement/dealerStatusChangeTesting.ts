// Test helper: 이용 정지 and its lifting answer alike — the dealer's new detail, and every
// enforcement view and the audit log refreshed — so both hooks' tests prove it the same way.
import { act } from '@testing-library/react';
import { expect } from 'vitest';
import {
  adminDealerSorting,
  auditLogSorting,
  type AdminDealerDetail,
  type reactivateDealer,
  type suspendDealer,
} from '@quotemarket/contract';
import { auditEntry } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, type setupMswServer } from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import type { useSuspendDealer } from './useSuspendDealer';

const dealersPage = queryKeys.operator.enforcement.dealers.page({
  ...adminDealerSorting.fallback,
  page: 1,
  size: 10,
});
const auditPage = queryKeys.operator.auditLog.page({
  ...auditLogSorting.fallback,
  page: 1,
  size: 10,
});

/**
 * Runs `useChange` for dealer 3 against `endpoint` answering `answer`, and checks the request, the
 * cached detail and that the dealer list and the audit log are stale.
 */
export async function expectDealerStatusChange(
  server: ReturnType<typeof setupMswServer>,
  {
    endpoint,
    useChange,
    answer,
    pathname,
  }: {
    endpoint: typeof suspendDealer | typeof reactivateDealer;
    useChange: typeof useSuspendDealer;
    answer: AdminDealerDetail;
    pathname: string;
  },
) {
  const mock = mockEndpoint(endpoint, answer);
  server.use(mock.handler);
  const { result, queryClient } = renderHookWithApi(useChange);
  queryClient.setQueryData(dealersPage, { list: [], totalElements: 0, totalPages: 0 });
  queryClient.setQueryData(auditPage, { list: [auditEntry(1)], totalElements: 1, totalPages: 1 });
  await act(() => result.current.mutateAsync({ dealerId: 3, reason: '허위 견적 반복' }));
  expect(mock.calls[0]?.url.pathname).toBe(pathname);
  expect(mock.calls[0]?.body).toEqual({ reason: '허위 견적 반복' });
  expect(queryClient.getQueryData(queryKeys.operator.enforcement.dealers.detail(3))).toEqual(
    answer,
  );
  expect(queryClient.getQueryState(dealersPage)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(auditPage)?.isInvalidated).toBe(true);
}
