import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@quotemarket/hooks';
import {
  EmptyState,
  ErrorFallback,
  Heading,
  PageStack,
  SkeletonList,
  type EmptyStateProps,
} from '@quotemarket/ui';

export interface DetailQueryFallbackProps {
  /** The detail's query while it has no data: pending or failed. */
  query: UseQueryResult<unknown, Error>;
  /** The page's heading while the thing itself cannot be shown, e.g. `신고 #8`. */
  heading: string;
  /** The skeleton's accessible name, e.g. `신고를 불러오는 중`. */
  loadingLabel: string;
  /** The error's title, e.g. `신고를 불러오지 못했어요`; the description is the error's message. */
  errorTitle: string;
  /** What a 404 says, with the way back to the list. */
  notFound: Pick<EmptyStateProps, 'title' | 'description' | 'action'>;
}

/**
 * What a console detail page shows before it has its thing: a skeleton while it loads, then under
 * the page's heading either the not-found state (the API's 404, a link's stale id) or the error
 * with a retry. The page renders it while `!query.isSuccess`, so the rest reads the data typed.
 */
export function DetailQueryFallback({
  query,
  heading,
  loadingLabel,
  errorTitle,
  notFound,
}: DetailQueryFallbackProps) {
  if (query.isPending) return <SkeletonList count={5} label={loadingLabel} />;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <PageStack>
      <Heading level={1}>{heading}</Heading>
      {missing ? (
        <EmptyState {...notFound} />
      ) : (
        <ErrorFallback
          title={errorTitle}
          description={query.error?.message}
          onRetry={() => void query.refetch()}
        />
      )}
    </PageStack>
  );
}
