import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { categoryNameKo, type SellerDeal } from '@quotemarket/contract';
import { useSellerDeals } from '@quotemarket/hooks';
import {
  Button,
  EmptyState,
  ErrorFallback,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  Heading,
  PageStack,
  phoneForDialing,
  SkeletonList,
  StarRatingDisplay,
  Text,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { EstimationSummaryFigures } from '../../shared/EstimationSummaryFigures';
import { ListCard, ListCardHeader } from '../../shared/ListCard';

// A virtualised list lays rows one under another; deals are few and tall, so they sit in a plain
// grid that spreads into two columns on the counter PC, and load ten more on request.
const DealGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  & > li {
    display: grid;
  }
`;

const ProductLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[3]};
  border-top: 1px solid ${vars.color.border};
`;

const ReviewMeta = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

const LoadMore = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** `paths.deals()`: the quotes buyers chose, with the buyer's contact where they agreed to share it. */
export function DealsPage() {
  const deals = useSellerDeals();
  const total = deals.data?.pages[0]?.totalElements;
  const firstPageFailed = deals.isError && !deals.isFetchNextPageError;

  let body: ReactNode;
  if (deals.isPending) {
    body = <SkeletonList count={3} label="낙찰 내역을 불러오는 중" />;
  } else if (firstPageFailed) {
    body = (
      <ErrorFallback
        title="낙찰 내역을 불러오지 못했어요."
        description={deals.error.message}
        onRetry={() => void deals.refetch()}
      />
    );
  } else if (deals.items.length === 0) {
    body = (
      <EmptyState
        title="아직 낙찰된 거래가 없어요."
        description="구매자가 내 견적을 고르면 여기에서 연락처를 확인할 수 있어요."
        action={
          <Button asChild variant="outline">
            <Link to={paths.inbox()}>견적 요청 보러 가기</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <DealGrid aria-label="낙찰된 거래">
          {deals.items.map((deal) => (
            <li key={deal.selectionId}>
              <DealCard deal={deal} />
            </li>
          ))}
        </DealGrid>
        {(deals.hasNextPage || deals.isFetchNextPageError) && (
          <LoadMore>
            {deals.isFetchNextPageError && (
              <Text role="alert" size="sm" tone="danger">
                낙찰 내역을 더 불러오지 못했어요. {deals.error?.message}
              </Text>
            )}
            <Button
              variant="outline"
              loading={deals.isFetchingNextPage}
              onClick={() => void deals.fetchNextPage()}
            >
              {deals.isFetchNextPageError ? '다시 시도' : '낙찰 더 보기'}
            </Button>
          </LoadMore>
        )}
      </>
    );
  }

  return (
    <PageStack>
      <Heading level={1}>낙찰</Heading>
      {total !== undefined && total > 0 && (
        <Text size="sm" tone="muted">
          총 {formatNumber(total)}건
        </Text>
      )}
      {body}
    </PageStack>
  );
}

/** One won deal: the product, when it was chosen, the buyer to call, the figures and the review. */
function DealCard({ deal }: { deal: SellerDeal }) {
  const headingId = `deal-${deal.selectionId}`;
  return (
    <ListCard aria-labelledby={headingId}>
      <ListCardHeader>
        <Heading level={2} size="md" id={headingId}>
          <ProductLink to={paths.request(deal.quotationId)}>{deal.productName}</ProductLink>
        </Heading>
        <Text as="span" size="sm" tone="muted">
          {categoryNameKo(deal.categoryId)} ·{' '}
          <time dateTime={deal.selectedAt}>{formatDateTime(deal.selectedAt)}</time> 낙찰
        </Text>
      </ListCardHeader>
      <BuyerContact deal={deal} />
      <EstimationSummaryFigures summary={deal.summary} allInCost={deal.allInCost} />
      <Button asChild variant="outline">
        <Link to={paths.dealDocument(deal.selectionId)}>견적서 보기</Link>
      </Button>
      <BuyerReview deal={deal} />
    </ListCard>
  );
}

function BuyerContact({ deal }: { deal: SellerDeal }) {
  const headingId = `deal-${deal.selectionId}-buyer`;
  return (
    <Block aria-labelledby={headingId}>
      <Heading level={3} size="sm" id={headingId}>
        구매자
      </Heading>
      {deal.buyerPhone === null ? (
        <Text size="sm" tone="muted">
          구매자가 연락처 제공에 동의하지 않은 거래예요.
        </Text>
      ) : (
        <>
          {deal.buyerName && <Text>{deal.buyerName}</Text>}
          <Button asChild variant="secondary">
            <a href={`tel:${phoneForDialing(deal.buyerPhone)}`}>
              전화 걸기 {formatPhone(deal.buyerPhone)}
            </a>
          </Button>
        </>
      )}
    </Block>
  );
}

function BuyerReview({ deal }: { deal: SellerDeal }) {
  const headingId = `deal-${deal.selectionId}-review`;
  const { review } = deal;
  return (
    <Block aria-labelledby={headingId}>
      <Heading level={3} size="sm" id={headingId}>
        구매자 후기
      </Heading>
      {review === null ? (
        <Text size="sm" tone="muted">
          아직 후기가 없어요.
        </Text>
      ) : (
        <>
          <ReviewMeta>
            <StarRatingDisplay value={review.rating} size="sm" />
            <Text as="span" size="sm" tone="muted">
              <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            </Text>
          </ReviewMeta>
          <Text>{review.review}</Text>
        </>
      )}
    </Block>
  );
}
