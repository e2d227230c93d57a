import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  EmptyState,
  ErrorFallback,
  formatNumber,
  Pagination,
  SkeletonList,
  Text,
  type EmptyStateProps,
} from '@quotemarket/ui';

/** One page of a server-paged list, as the console's list endpoints answer. */
export interface PagedList<Item> {
  list: readonly Item[];
  totalElements: number;
  totalPages: number;
}

export interface PagedListViewProps<Item> {
  /** The page's query; a new page keeps the last one as placeholder data while it loads. */
  query: UseQueryResult<PagedList<Item>, Error>;
  /** The skeleton's accessible name, e.g. `판매점을 불러오는 중`. */
  loadingLabel: string;
  /** How many skeleton rows stand in for the list while it first loads. */
  loadingRows?: number;
  /** The error's title, e.g. `판매점을 불러오지 못했어요`; the description is the error's message. */
  errorTitle: string;
  /** What an empty page says: whether a filter is on is the page's to tell. */
  empty: Pick<EmptyStateProps, 'title' | 'description' | 'action'>;
  /**
   * The counter after the total in the status line (`총 12곳 · 1/2 페이지`); without it there is
   * no status line.
   */
  countUnit?: string;
  /** The current page, from 1. */
  page: number;
  /** The pagination's accessible name, e.g. `판매점 페이지`. */
  pageLabel: string;
  onPageChange: (page: number) => void;
  /** The table of the page's items; `busy` while the next page loads in place of this one. */
  children: (list: readonly Item[], busy: boolean) => ReactNode;
}

/**
 * The frame every paged console list shares: a skeleton first, the error with a retry, the empty
 * state, then a status line with the total, the page's table and the pagination. While another
 * page loads, the last one stays (busy) and the pagination waits.
 */
export function PagedListView<Item>({
  query,
  loadingLabel,
  loadingRows = 5,
  errorTitle,
  empty,
  countUnit,
  page,
  pageLabel,
  onPageChange,
  children,
}: PagedListViewProps<Item>) {
  if (query.isPending) return <SkeletonList count={loadingRows} label={loadingLabel} />;
  if (query.isError) {
    return (
      <ErrorFallback
        title={errorTitle}
        description={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { list, totalElements, totalPages } = query.data;
  if (list.length === 0) return <EmptyState {...empty} />;
  const busy = query.isPlaceholderData;
  return (
    <>
      {countUnit !== undefined && (
        <Text size="sm" tone="subtle" role="status">
          {busy
            ? '불러오는 중…'
            : `총 ${formatNumber(totalElements)}${countUnit} · ${page}/${totalPages} 페이지`}
        </Text>
      )}
      {children(list, busy)}
      <Pagination
        page={page}
        pageCount={totalPages}
        label={pageLabel}
        disabled={busy}
        onPageChange={onPageChange}
      />
    </>
  );
}
