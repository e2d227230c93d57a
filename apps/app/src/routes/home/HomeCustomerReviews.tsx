import { StarRatingDisplay, Text } from '@quotemarket/ui';
import { HomeCard, HomeCards, HomeCardTitle } from './HomeCards';
import { reviewTitleLength, truncate } from './homeRules';
import { HomeSection } from './HomeSection';
import type { HomePageModel } from './useHomePage';

/** The latest customer reviews of every store. */
export function HomeCustomerReviews({ reviews }: { reviews: HomePageModel['reviews'] }) {
  const data = reviews.data ?? [];
  return (
    <HomeSection
      id="home-reviews"
      title="고객 후기"
      query={reviews}
      isEmpty={data.length === 0}
      emptyText="아직 등록된 후기가 없어요."
      errorText="고객 후기를 불러오지 못했어요."
      loadingText="고객 후기를 불러오는 중이에요"
    >
      <HomeCards aria-label="최근 고객 후기">
        {data.map((review) => (
          <HomeCard key={review.ratingId}>
            <HomeCardTitle title={review.review}>
              {truncate(review.review, reviewTitleLength)}
            </HomeCardTitle>
            <StarRatingDisplay value={review.rating} size="sm" />
            <Text size="sm" tone="subtle">
              {review.nickname} · {review.name}
            </Text>
          </HomeCard>
        ))}
      </HomeCards>
    </HomeSection>
  );
}
