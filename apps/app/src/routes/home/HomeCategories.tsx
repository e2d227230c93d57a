import { styled } from 'styled-components';
import { CategoryTile, vars } from '@quotemarket/ui';
import { categoryHomeHref } from '../../shared/categories';
import { HomeSection } from './HomeSection';
import type { HomePageModel } from './useHomePage';

/** Home shows the first three categories large and the next two compact, as the spec lays out. */
const largeTileCount = 3;
const compactTileCount = 2;

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

/** The main categories as tiles, each leading to its category home. */
export function HomeCategories({ categories }: { categories: HomePageModel['categories'] }) {
  const data = categories.data;
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
