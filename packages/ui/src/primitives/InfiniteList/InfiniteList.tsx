import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  StyledFetching,
  StyledInfiniteList,
  StyledMessage,
  StyledSentinel,
  StyledSkeletonRow,
  StyledSkeletonRows,
  StyledViewport,
} from './InfiniteList.styles';
import { Button } from '../Button';
import { ContainerRows } from './ContainerRows';
import type { InfiniteListProps } from './InfiniteList.props';
import { infiniteListVariants } from './InfiniteList.variants';
import { PageRows } from './PageRows';
import { useLoadMore } from './useLoadMore';

export type { InfiniteListProps } from './InfiniteList.props';

const DEFAULT_ERROR = '목록을 불러오지 못했어요.';

/**
 * A virtualised list that asks for the next page as its end comes into view, with the loading,
 * empty and error states every list has.
 */
export function InfiniteList<T>(props: InfiniteListProps<T>) {
  const {
    items,
    scroll = infiniteListVariants.scroll.default,
    height,
    hasNextPage = false,
    isFetchingNextPage = false,
    onLoadMore,
    loading = false,
    loadingFallback,
    emptyFallback,
    error,
    onRetry,
    loadingLabel = '불러오는 중',
    emptyLabel = '결과가 없어요',
    retryLabel = '다시 시도',
    className,
  } = props;
  // State rather than a ref: the rows' virtualizer needs the element in its first effects, and a
  // parent's ref is attached only after its children's effects have run.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const hasError = error !== undefined && error !== null && error !== false;
  const showList = items.length > 0;
  useLoadMore(
    sentinelRef,
    scroll === 'container' ? viewport : null,
    showList && hasNextPage && !isFetchingNextPage && !hasError,
    onLoadMore,
    items.length,
  );

  const errorBlock = hasError && (
    <StyledMessage role="alert" data-part="error" data-compact={showList}>
      <p>{error === true ? DEFAULT_ERROR : error}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </StyledMessage>
  );

  let body: ReactNode;
  if (!showList && loading) {
    body = (
      <div role="status" aria-label={loadingLabel} data-part="loading">
        {loadingFallback ?? (
          <>
            <VisuallyHidden>{loadingLabel}</VisuallyHidden>
            <StyledSkeletonRows aria-hidden="true">
              <StyledSkeletonRow />
              <StyledSkeletonRow />
              <StyledSkeletonRow />
            </StyledSkeletonRows>
          </>
        )}
      </div>
    );
  } else if (!showList && hasError) {
    body = errorBlock;
  } else if (!showList) {
    body = emptyFallback ?? (
      <StyledMessage data-part="empty">
        <p>{emptyLabel}</p>
      </StyledMessage>
    );
  } else {
    body = (
      <>
        {scroll === 'container' ? (
          <ContainerRows {...props} viewport={viewport} />
        ) : (
          <PageRows {...props} />
        )}
        {hasNextPage && !hasError && <StyledSentinel ref={sentinelRef} data-part="sentinel" />}
        {isFetchingNextPage && (
          <StyledFetching role="status" data-part="fetching">
            {loadingLabel}
          </StyledFetching>
        )}
        {errorBlock}
      </>
    );
  }

  return (
    <StyledInfiniteList
      className={className}
      data-qm="infinite-list"
      data-scroll={scroll}
      aria-busy={loading || isFetchingNextPage || undefined}
    >
      {scroll === 'container' ? (
        <StyledViewport
          ref={setViewport}
          data-part="viewport"
          tabIndex={0}
          style={height ? ({ '--infinite-list-height': height } as CSSProperties) : undefined}
        >
          {body}
        </StyledViewport>
      ) : (
        body
      )}
    </StyledInfiniteList>
  );
}
