import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  defaultStoreReviewSort,
  getSellerStorePage,
  type StoreReviewSort,
} from '@quotemarket/contract';
import type { ApiClient } from '../../api/createApiClient';
import { useApiClient } from '../../api/ApiClientProvider';
import { listPageSize, nextPageNumber } from '../infinitePages';
import { queryKeys } from '../queryKeys';

/** The store page's pages, for the hook and for whoever asks for its first page ahead of it. */
export function sellerStoreQuery(
  client: ApiClient,
  sellerId: number,
  sortBy: StoreReviewSort = defaultStoreReviewSort,
) {
  return infiniteQueryOptions({
    queryKey: queryKeys.catalog.sellerStore({ userId: sellerId, sortBy }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      client.call(getSellerStorePage, {
        query: { userId: sellerId, sortBy, page: pageParam, size: listPageSize },
        signal,
      }),
    getNextPageParam: (lastPage, pages) => nextPageNumber(lastPage.ratings, pages),
  });
}

/**
 * A seller's public store page: the store (rating, successful bids, introduction) from the first
 * page, and its reviews as an infinite list, ten at a time, by latest or by rating.
 */
export function useSellerStore(sellerId: number, sortBy: StoreReviewSort = defaultStoreReviewSort) {
  const result = useInfiniteQuery(sellerStoreQuery(useApiClient(), sellerId, sortBy));
  const { data } = result;
  const reviews = useMemo(() => data?.pages.flatMap((page) => page.ratings) ?? [], [data]);
  return { ...result, store: data?.pages[0], reviews };
}
