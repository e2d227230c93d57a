import styled from 'styled-components';
import { useMainCategories } from '@quotemarket/hooks';
import { Button, CategoryTile, vars } from '@quotemarket/ui';
import { categoryHomeHref } from './categoryHref';

const Section = styled.section`
  padding: ${vars.space[5]} ${vars.space[4]};
`;

const Heading = styled.h2`
  margin: 0 0 ${vars.space[3]};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
`;

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${(props) => props.$columns}, minmax(0, 1fr));
  gap: ${vars.space[2]};
  margin: 0 0 ${vars.space[2]};
  padding: 0;
  list-style: none;
`;

const Status = styled.p`
  margin: 0 0 ${vars.space[3]};
  color: ${vars.color.textSubtle};
`;

/** Home shows the first three categories large and the next two compact, as the spec lays out. */
const largeTileCount = 3;

export function HomePage() {
  const categories = useMainCategories();

  return (
    <Section aria-labelledby="home-categories-heading" aria-busy={categories.isPending}>
      <Heading id="home-categories-heading">어떤 상품의 최저가 견적이 필요하세요?</Heading>
      {categories.isPending && <Status role="status">카테고리를 불러오는 중이에요…</Status>}
      {categories.isError && (
        <div role="alert">
          <Status>카테고리를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</Status>
          <Button variant="outline" size="sm" onClick={() => void categories.refetch()}>
            다시 시도
          </Button>
        </div>
      )}
      {categories.isSuccess && categories.data.length === 0 && (
        <Status>준비 중인 카테고리예요.</Status>
      )}
      {categories.isSuccess && categories.data.length > 0 && (
        <>
          <Grid $columns={largeTileCount}>
            {categories.data.slice(0, largeTileCount).map((category) => (
              <li key={category.id}>
                <CategoryTile
                  label={category.nameKo}
                  href={categoryHomeHref(category)}
                  imageSrc={category.image}
                />
              </li>
            ))}
          </Grid>
          <Grid $columns={2}>
            {categories.data.slice(largeTileCount).map((category) => (
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
        </>
      )}
    </Section>
  );
}
