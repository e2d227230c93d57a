import { styled } from 'styled-components';
import { ProductCard, vars } from '@quotemarket/ui';
import { bestSellerHref } from './homeRules';
import { HomeSection } from './HomeSection';
import type { HomePageModel } from './useHomePage';

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

/** The month's best sellers, a strip scrolled sideways, each leading to its detail page. */
/** How many of the strip's cards a phone shows without scrolling it. */
const cardsOnFirstScreen = 3;

export function HomeBestSellers({ bestSellers }: { bestSellers: HomePageModel['bestSellers'] }) {
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
        {data.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              name={product.name}
              imageSrc={product.productImage}
              // The strip shows two and a half cards on a phone, on the home's first screen.
              imagePriority={index < cardsOnFirstScreen}
              hidePrice
              href={bestSellerHref(product)}
            />
          </li>
        ))}
      </Strip>
    </HomeSection>
  );
}
