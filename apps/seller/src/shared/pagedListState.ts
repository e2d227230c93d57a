/** What `InfiniteList` reads from a paged dealer query (`useSellerEstimations`, `useSellerReviews`). */
export interface PagedListQuery<Item> {
  items: Item[];
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** How a list names itself in its loading and error messages: '보낸 견적', '후기'. */
export interface PagedListWords {
  /** Read aloud while the first page loads: '보낸 견적을 불러오는 중'. */
  loading: string;
  /** The first page failed: '보낸 견적을 불러오지 못했어요.' */
  failed: string;
  /** A later page failed under the rows already shown: '보낸 견적을 더 불러오지 못했어요.' */
  moreFailed: string;
}

/**
 * The `InfiniteList` props that follow a paged query: its items, the next ten as the end comes
 * into view, and the loading, error (with a retry of what failed) and next-page states.
 */
export function pagedListState<Item>(
  query: PagedListQuery<Item>,
  getItemKey: (item: Item) => number,
  words: PagedListWords,
) {
  const firstPageFailed = query.isError && !query.isFetchNextPageError;
  return {
    items: query.items,
    getItemKey,
    loading: query.isPending,
    error: firstPageFailed
      ? words.failed
      : query.isFetchNextPageError
        ? words.moreFailed
        : undefined,
    onRetry: () => void (firstPageFailed ? query.refetch() : query.fetchNextPage()),
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    loadingLabel: words.loading,
  };
}
