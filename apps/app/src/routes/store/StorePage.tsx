import { answerSpeedText, hiddenReviewsNotice, notFoundTitle } from '@quotemarket/contract';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { SellerStorePage } from '@quotemarket/contract';
import { parseSellerId } from './sellerId';
import { ApiError, useSellerStore } from '@quotemarket/hooks';
import {
  ErrorFallback,
  InfiniteList,
  PageSection,
  PageStack,
  ReviewItem,
  SkeletonList,
  StoreHeader,
  vars,
  formatNumber,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { assumedViewport } from '../../shared/firstScreen';

type StoreReview = SellerStorePage['ratings'][number];

/** What the review list says while the store has no reviews. */
export const storeEmptyText = '아직 등록된 리뷰가 없어요';

/** What the page says for a store that does not exist (or no longer takes buyers). */
export const storeNotFoundText = notFoundTitle('store');

function StoreNotFound() {
  return (
    <PageStack>
      <ErrorFallback
        title={storeNotFoundText}
        description="운영을 마쳤거나 주소가 잘못되었을 수 있어요."
        homeHref={paths.home()}
      />
    </PageStack>
  );
}

/** How the store's answer under a review is signed, as the dealer console signs it. */
const storeReplyAuthorLabel = '판매점 답글';

const Count = styled.span`
  margin-left: ${vars.space[1]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.regular};
`;

const Row = styled.div`
  padding-bottom: ${vars.space[3]};
`;

/** The store page (`paths.store`): a seller's public store page (id = the seller's user id). */
export function StorePage() {
  const sellerId = parseSellerId(useParams().id);
  if (sellerId === null) return <StoreNotFound />;
  return <Store sellerId={sellerId} />;
}

function Store({ sellerId }: { sellerId: number }) {
  // Reviews: ten at a time, newest first (spec 9).
  const result = useSellerStore(sellerId, 'latest');
  const { store, reviews } = result;

  if (result.isPending) {
    return (
      <PageStack>
        <SkeletonList count={4} label="매장 정보를 불러오는 중" />
      </PageStack>
    );
  }

  if (!store) {
    // A missing store will not appear on retry; any other failure might pass.
    if (result.error instanceof ApiError && result.error.status === 404) return <StoreNotFound />;
    return (
      <PageStack>
        <ErrorFallback
          title="매장 정보를 불러오지 못했어요"
          onRetry={() => void result.refetch()}
          homeHref={paths.home()}
        />
      </PageStack>
    );
  }

  return (
    <PageStack>
      <StoreHeader
        storeName={store.seller.storeName}
        imageSrc={store.seller.imageURL}
        ownerName={store.seller.firstName}
        averageRating={store.averageRating}
        successfulBidCount={store.successfulBidCount}
        answerSpeed={answerSpeedText(store.seller.medianAnswerMinutes)}
        businessVerifiedAt={store.seller.businessVerifiedAt}
      />
      <PageSection
        titleId="store-reviews-heading"
        title={
          <>
            리뷰
            <Count>{formatNumber(store.totalElements)}개</Count>
            {store.hiddenReviewCount > 0 ? (
              <Count data-part="hidden-reviews">
                · {hiddenReviewsNotice(store.hiddenReviewCount)}
              </Count>
            ) : null}
          </>
        }
      >
        <InfiniteList
          initialRect={assumedViewport}
          label={`${store.seller.storeName} 리뷰`}
          items={reviews}
          getItemKey={(review: StoreReview) => review.id}
          renderItem={(review: StoreReview) => (
            <Row>
              <ReviewItem
                buyerName={review.buyerName}
                rating={review.rating}
                review={review.review}
                createdAt={review.createdAt}
                reply={
                  review.reply && {
                    authorLabel: storeReplyAuthorLabel,
                    content: review.reply.content,
                    updatedAt: review.reply.updatedAt,
                  }
                }
              />
            </Row>
          )}
          estimateSize={120}
          loadingLabel="리뷰를 불러오는 중"
          emptyLabel={storeEmptyText}
          error={result.isFetchNextPageError ? '리뷰를 더 불러오지 못했어요.' : undefined}
          onRetry={() => void result.fetchNextPage()}
          hasNextPage={result.hasNextPage}
          isFetchingNextPage={result.isFetchingNextPage}
          onLoadMore={() => void result.fetchNextPage()}
        />
      </PageSection>
    </PageStack>
  );
}
