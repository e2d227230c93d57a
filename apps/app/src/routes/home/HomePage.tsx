import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  useCustomerReviews,
  useMainCategories,
  useMostSoldProducts,
  useRealtimeComparisons,
  useStoredValue,
} from '@quotemarket/hooks';
import {
  Banner,
  Button,
  CategoryTile,
  formatWon,
  PageSection,
  PageStack,
  ProductCard,
  SkeletonList,
  StarRatingDisplay,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { categoryHomeHref } from '../../shared/categories';
import {
  bestSellerHref,
  comparisonNameLength,
  comparisonSummary,
  cut,
  reviewTitleLength,
  truncate,
} from './homeRules';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-columns='2'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(140px, 42%);
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0 0 ${vars.space[2]};
  overflow-x: auto;
  list-style: none;
  scroll-snap-type: x mandatory;

  & > li {
    scroll-snap-align: start;
  }
`;

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const CardTitle = styled.p`
  margin: 0;
  font-weight: ${vars.font.weight.semibold};
`;

const CardText = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;

const Status = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
`;

const PromoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.layout.touchTarget};
  padding: 0 ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.primary};
  font-weight: ${vars.font.weight.semibold};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** Home shows the first three categories large and the next two compact, as the spec lays out. */
const largeTileCount = 3;
const compactTileCount = 2;

interface StripQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A titled home section with the loading, error and empty states every list has. */
function HomeSection({
  id,
  title,
  query,
  isEmpty,
  emptyText,
  errorText,
  loadingText,
  children,
}: {
  id: string;
  title: string;
  query: StripQuery;
  isEmpty: boolean;
  emptyText: string;
  errorText: string;
  loadingText: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <PageSection title={title} titleId={headingId} aria-busy={query.isPending}>
      {query.isPending ? (
        <SkeletonList count={2} label={loadingText} />
      ) : query.isError ? (
        <div role="alert">
          <Status>{errorText} 잠시 후 다시 시도해 주세요.</Status>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : isEmpty ? (
        <Status>{emptyText}</Status>
      ) : (
        children
      )}
    </PageSection>
  );
}

function CategoriesSection() {
  const categories = useMainCategories();
  const [, storeCategories] = useStoredValue('mainCategories');
  const data = categories.data;

  // The app keeps the list for the pages that need it before their own request returns.
  useEffect(() => {
    if (data) storeCategories(data);
  }, [data, storeCategories]);

  const large = data?.slice(0, largeTileCount) ?? [];
  const compact = data?.slice(largeTileCount, largeTileCount + compactTileCount) ?? [];
  return (
    <HomeSection
      id="home-categories"
      title="어떤 상품의 최저가 견적이 필요하세요?"
      query={categories}
      isEmpty={(data?.length ?? 0) === 0}
      emptyText="준비 중인 카테고리예요."
      errorText="카테고리를 불러오지 못했어요."
      loadingText="카테고리를 불러오는 중이에요"
    >
      <Grid aria-label="주요 카테고리">
        {large.map((category) => (
          <li key={category.id}>
            <CategoryTile
              label={category.nameKo}
              href={categoryHomeHref(category)}
              imageSrc={category.image}
            />
          </li>
        ))}
      </Grid>
      {compact.length > 0 && (
        <Grid aria-label="더 많은 카테고리" data-columns="2">
          {compact.map((category) => (
            <li key={category.id}>
              <CategoryTile
                size="md"
                label={category.nameKo}
                href={categoryHomeHref(category)}
                imageSrc={category.image}
              />
            </li>
          ))}
        </Grid>
      )}
    </HomeSection>
  );
}

function BestSellersSection() {
  const bestSellers = useMostSoldProducts();
  const data = bestSellers.data ?? [];
  return (
    <HomeSection
      id="home-best-sellers"
      title="이달의 베스트"
      query={bestSellers}
      isEmpty={data.length === 0}
      emptyText="이달의 베스트 상품을 준비하고 있어요."
      errorText="베스트 상품을 불러오지 못했어요."
      loadingText="베스트 상품을 불러오는 중이에요"
    >
      <Strip aria-label="이달의 베스트 상품">
        {data.map((product) => (
          <li key={product.id}>
            <ProductCard
              name={product.name}
              imageSrc={product.productImage}
              hidePrice
              href={bestSellerHref(product)}
            />
          </li>
        ))}
      </Strip>
    </HomeSection>
  );
}

function RealtimeComparisonsSection() {
  const comparisons = useRealtimeComparisons();
  const data = comparisons.data ?? [];
  return (
    <HomeSection
      id="home-realtime"
      title="실시간 견적 비교"
      query={comparisons}
      isEmpty={data.length === 0}
      emptyText="아직 비교할 견적이 없어요."
      errorText="실시간 견적을 불러오지 못했어요."
      loadingText="실시간 견적을 불러오는 중이에요"
    >
      <Cards aria-label="최근 견적 요청">
        {data.map((item, index) => {
          const summary = comparisonSummary(item);
          return (
            <Card key={`${index}-${item.product.productName}`}>
              <CardText>{cut(item.name, comparisonNameLength)}님의 견적 요청</CardText>
              <CardTitle>{item.product.productName}</CardTitle>
              <CardText>
                {summary.count > 0
                  ? `견적 ${summary.count}건 · 월 최저 ${formatWon(summary.lowestMonthlyFee)} · 지원금 최대 ${formatWon(summary.highestSupport)}`
                  : '견적을 기다리고 있어요'}
              </CardText>
            </Card>
          );
        })}
      </Cards>
    </HomeSection>
  );
}

function CustomerReviewsSection() {
  const reviews = useCustomerReviews();
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
      <Cards aria-label="최근 고객 후기">
        {data.map((review) => (
          <Card key={review.ratingId}>
            <CardTitle title={review.review}>
              {truncate(review.review, reviewTitleLength)}
            </CardTitle>
            <StarRatingDisplay value={review.rating} size="sm" />
            <CardText>
              {review.nickname} · {review.name}
            </CardText>
          </Card>
        ))}
      </Cards>
    </HomeSection>
  );
}

function PromoSection() {
  return (
    <Banner
      tone="neutral"
      title="견적 요청은 무료예요"
      description="원하는 상품을 고르면 여러 판매점이 최저가 견적을 보내 드려요."
      action={<PromoLink to={paths.allProducts()}>상품 둘러보기</PromoLink>}
    />
  );
}

export function HomePage() {
  // A partner-media visitor (cKey stored) does not see the comparison, reviews and promo blocks.
  const [cKey] = useStoredValue('cKey');
  const showsPartnerBlocks = cKey === null;

  return (
    <PageStack gap="lg">
      <Banner
        title="전자제품 최저가 견적, 한 번에 비교하세요"
        description="휴대폰부터 인터넷, 정수기, 생활가전까지 여러 판매점의 견적을 받아 보세요."
      />
      <CategoriesSection />
      <BestSellersSection />
      {showsPartnerBlocks && (
        <>
          <RealtimeComparisonsSection />
          <CustomerReviewsSection />
          <PromoSection />
        </>
      )}
    </PageStack>
  );
}
