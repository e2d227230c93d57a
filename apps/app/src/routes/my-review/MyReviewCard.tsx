import type { ReviewHistoryItem } from '@quotemarket/contract';
import { Badge, formatDate, Heading, StarRatingDisplay, Text } from '@quotemarket/ui';
import { MyHistoryCard, MyHistoryMeta, MyHistoryText } from '../../shared/MyHistoryCard';

/** Shown when the product of the deal no longer has a name (removed from the catalogue). */
const unnamedProduct = '상품 정보 없음';

/** One of the buyer's own reviews: category, product, store, stars, text and when it was written. */
export function MyReviewCard({ review }: { review: ReviewHistoryItem }) {
  const headingId = `my-review-${review.ratingId}`;
  return (
    <MyHistoryCard aria-labelledby={headingId} data-review-id={review.ratingId}>
      <MyHistoryMeta>
        {review.productCategory && <Badge tone="neutral">{review.productCategory}</Badge>}
        <Text as="span" size="xs" tone="subtle">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        </Text>
      </MyHistoryMeta>
      <Heading level={2} size="sm" id={headingId}>
        {review.productName ?? unnamedProduct}
      </Heading>
      <Text as="p" size="xs" tone="subtle">
        {review.storeName}
      </Text>
      <StarRatingDisplay value={review.rating} size="sm" />
      <MyHistoryText>{review.review}</MyHistoryText>
    </MyHistoryCard>
  );
}
