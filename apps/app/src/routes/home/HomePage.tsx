import { Link } from 'react-router-dom';
import { Banner, Button, PageStack } from '@quotemarket/ui';
import { paths } from '../../paths';
import { ServiceCompanyFooter } from '../../shared/ServiceCompanyFooter';
import { HomeBestSellers } from './HomeBestSellers';
import { HomeCategories } from './HomeCategories';
import { HomeCustomerReviews } from './HomeCustomerReviews';
import { HomeRealtimeComparisons } from './HomeRealtimeComparisons';
import { useHomePage } from './useHomePage';

export function HomePage() {
  const page = useHomePage();
  return (
    <>
      <PageStack gap="lg">
        <Banner
          title="전자제품 최저가 견적, 한 번에 비교하세요"
          description="휴대폰부터 인터넷, 정수기, 생활가전까지 여러 판매점의 견적을 받아 보세요."
        />
        <HomeCategories categories={page.categories} />
        <HomeBestSellers bestSellers={page.bestSellers} />
        {/* A partner-media visitor does not see the comparisons, the reviews and the promotion. */}
        {page.showsPartnerBlocks && (
          <>
            <HomeRealtimeComparisons comparisons={page.comparisons} />
            <HomeCustomerReviews reviews={page.reviews} />
            <Banner
              tone="neutral"
              title="견적 요청은 무료예요"
              description="원하는 상품을 고르면 여러 판매점이 최저가 견적을 보내 드려요."
              action={
                <Button asChild variant="secondary">
                  <Link to={paths.allProducts()}>상품 둘러보기</Link>
                </Button>
              }
            />
          </>
        )}
      </PageStack>
      <ServiceCompanyFooter />
    </>
  );
}
