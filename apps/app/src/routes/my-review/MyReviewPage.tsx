import { Link } from 'react-router-dom';
import type { ReviewHistoryItem } from '@quotemarket/contract';
import { useReviewHistory } from '@quotemarket/hooks';
import { Button, EmptyState, InfiniteList, PageStack, Text, formatNumber } from '@quotemarket/ui';
import { paths } from '../../paths';
import { MyReviewCard } from './MyReviewCard';
import { assumedViewport } from '../../shared/firstScreen';

export const myReviewTexts = {
  empty: '아직 쓴 리뷰가 없어요',
  emptyDescription: '구매 신청한 견적은 견적 내역에서 리뷰를 쓸 수 있어요.',
  emptyAction: '견적 내역 보기',
  loadFailed: '리뷰를 불러오지 못했어요.',
  moreFailed: '리뷰를 더 불러오지 못했어요.',
  total: (count: number) => `내가 쓴 리뷰 ${formatNumber(count)}개`,
} as const;

/** `paths.myReview()`: the buyer's own reviews, newest first, five at a time as the end nears. */
export function MyReviewPage() {
  const reviews = useReviewHistory('createdAt');
  const total = reviews.data?.pages[0]?.totalElements;
  // A failed first page replaces the list; a failed later page shows under the loaded reviews.
  const firstPageFailed = reviews.isError && !reviews.isFetchNextPageError;
  return (
    <PageStack data-page="my-review">
      {total !== undefined && total > 0 && (
        <Text as="p" size="sm" tone="subtle">
          {myReviewTexts.total(total)}
        </Text>
      )}
      <InfiniteList
        initialRect={assumedViewport}
        label="내가 쓴 리뷰 목록"
        items={reviews.items}
        getItemKey={(review: ReviewHistoryItem) => review.ratingId}
        renderItem={(review: ReviewHistoryItem) => <MyReviewCard review={review} />}
        estimateSize={180}
        loading={reviews.isPending}
        loadingLabel="리뷰를 불러오는 중"
        emptyFallback={
          <EmptyState
            title={myReviewTexts.empty}
            description={myReviewTexts.emptyDescription}
            action={
              <Button asChild variant="outline">
                <Link to={paths.quoteHistory()}>{myReviewTexts.emptyAction}</Link>
              </Button>
            }
          />
        }
        error={
          firstPageFailed
            ? myReviewTexts.loadFailed
            : reviews.isFetchNextPageError
              ? myReviewTexts.moreFailed
              : undefined
        }
        onRetry={() => void (firstPageFailed ? reviews.refetch() : reviews.fetchNextPage())}
        hasNextPage={reviews.hasNextPage}
        isFetchingNextPage={reviews.isFetchingNextPage}
        onLoadMore={() => void reviews.fetchNextPage()}
      />
    </PageStack>
  );
}
