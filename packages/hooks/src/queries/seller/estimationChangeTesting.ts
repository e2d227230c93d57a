// Test helper: proves a quote mutation invalidates exactly the dealer views it changes.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { expect } from 'vitest';
import { queryKeys } from '../queryKeys';

const changedViews = (quotationId: number): QueryKey[] => [
  queryKeys.seller.inbox.list({}),
  queryKeys.seller.inbox.list({ categoryId: 2 }),
  queryKeys.seller.quotation(quotationId),
  queryKeys.seller.estimations.list({}),
  queryKeys.seller.estimations.list({ outcome: 'PENDING' }),
];

const untouchedViews = (quotationId: number): QueryKey[] => [
  queryKeys.seller.quotation(quotationId + 1),
  queryKeys.seller.profile(),
  queryKeys.seller.deals({}),
  queryKeys.seller.reviews({}),
];

/** Fills the cache with every dealer view, as if the screens had loaded them. */
export function seedDealerViews(queryClient: QueryClient, quotationId: number) {
  for (const key of [...changedViews(quotationId), ...untouchedViews(quotationId)]) {
    queryClient.setQueryData(key, { seeded: true });
  }
}

/** The inbox, that request and the sent-quotes list are stale; nothing else is. */
export function expectEstimationViewsInvalidated(queryClient: QueryClient, quotationId: number) {
  const isInvalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;
  expect(changedViews(quotationId).map(isInvalidated)).toEqual(
    changedViews(quotationId).map(() => true),
  );
  expect(untouchedViews(quotationId).map(isInvalidated)).toEqual(
    untouchedViews(quotationId).map(() => false),
  );
}
