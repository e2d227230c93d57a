import { styled } from 'styled-components';
import { PageSection, Skeleton, vars } from '@quotemarket/ui';
import { ProductSearchBox } from '../../shared/ProductSearchBox';
import type { CategoryHomePageModel } from './useCategoryHomePage';

const TopList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TopItem = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  min-height: ${vars.layout.touchTarget};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfacePressed};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** The placeholder rows take the height of the five ready searches, so the list below stays put. */
const TopSkeletonRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const topViewedCount = 5;

const Rank = styled.span`
  min-width: 1.5em;
  color: ${vars.color.primary};
  font-weight: ${vars.font.weight.bold};
`;

interface CategoryHomeSearchProps {
  categoryId: number;
  displayName: string;
  search: CategoryHomePageModel['search'];
}

/** The search box with its suggestions, and the five most-viewed products as ready searches. */
export function CategoryHomeSearch({ categoryId, displayName, search }: CategoryHomeSearchProps) {
  return (
    <>
      <PageSection title={`${displayName} 검색`} titleId="category-search-heading">
        <ProductSearchBox
          textKey="searchTerm"
          categoryId={categoryId}
          listSearch={search.listSearch}
          sort={search.sort}
          label={`${displayName} 상품 검색`}
          placeholder="상품명이나 모델명을 입력해 주세요"
        />
      </PageSection>

      {/* While the five load, their place is held: the product list below must not move down
          once they arrive (it did, by their whole height, after the first paint). */}
      {search.topViewedLoading && (
        <PageSection title="고객이 많이 찾는 상품" titleId="category-top-heading" aria-busy="true">
          <TopSkeletonRows role="status" aria-label="많이 찾는 상품을 불러오는 중">
            {Array.from({ length: topViewedCount }, (_, index) => (
              <Skeleton key={index} variant="rect" height={vars.layout.touchTarget} />
            ))}
          </TopSkeletonRows>
        </PageSection>
      )}
      {search.topViewed.length > 0 && (
        <PageSection title="고객이 많이 찾는 상품" titleId="category-top-heading">
          <TopList>
            {search.topViewed.map((product, index) => (
              <li key={product.id}>
                {/* The name is what the button shows (rank and product), so voice control finds it. */}
                <TopItem type="button" onClick={() => search.setText(product.name)}>
                  <Rank>{index + 1}</Rank> <span>{product.name}</span>
                </TopItem>
              </li>
            ))}
          </TopList>
        </PageSection>
      )}
    </>
  );
}
