import { styled } from 'styled-components';
import type { ReviewHistoryItem } from '@quotemarket/contract';
import { Badge, formatDate, Heading, StarRatingDisplay, Text, vars } from '@quotemarket/ui';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} 0;
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.text};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};

  & > time {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
  }
`;

const ReviewText = styled.p`
  margin: 0;
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** Shown when the product of the deal no longer has a name (removed from the catalogue). */
const unnamedProduct = '상품 정보 없음';

/** One of the buyer's own reviews: category, product, store, stars, text and when it was written. */
export function MyReviewCard({ review }: { review: ReviewHistoryItem }) {
  const headingId = `my-review-${review.ratingId}`;
  return (
    <Card aria-labelledby={headingId} data-review-id={review.ratingId}>
      <Meta>
        {review.productCategory && <Badge tone="neutral">{review.productCategory}</Badge>}
        <Text as="span" size="xs" tone="subtle">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        </Text>
      </Meta>
      <Heading level={2} size="sm" id={headingId}>
        {review.productName ?? unnamedProduct}
      </Heading>
      <Text as="p" size="xs" tone="subtle">
        {review.storeName}
      </Text>
      <StarRatingDisplay value={review.rating} size="sm" />
      <ReviewText>{review.review}</ReviewText>
    </Card>
  );
}
