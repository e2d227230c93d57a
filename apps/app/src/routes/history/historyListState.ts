/** What the history lists read from their paged query (`useSelectedHistory`, `usePendingHistory`). */
export interface HistoryListQuery<Item> {
  items: Item[];
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * The `InfiniteList` props that follow a history query: its items, ten at a time as the end comes
 * into view, and the list's loading, error (with a retry) and next-page states.
 */
export function historyListState<Item>(
  query: HistoryListQuery<Item>,
  getItemKey: (item: Item) => number,
) {
  const failed = query.isError && !query.isFetchNextPageError;
  return {
    items: query.items,
    getItemKey,
    loading: query.isPending,
    error: failed
      ? '견적 내역을 불러오지 못했어요.'
      : query.isFetchNextPageError
        ? '견적 내역을 더 불러오지 못했어요.'
        : undefined,
    onRetry: () => void (failed ? query.refetch() : query.fetchNextPage()),
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    loadingLabel: '견적 내역을 불러오는 중',
  };
}
