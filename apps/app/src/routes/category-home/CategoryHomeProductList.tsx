import { styled } from 'styled-components';
import {
  isInternetProduct,
  productDisplayName,
  productSortChoices,
  productSortLabels,
  type ProductListItem,
} from '@quotemarket/contract';
import {
  Button,
  InfiniteList,
  MutedText,
  PageSection,
  ProductCard,
  SortSheet,
  vars,
} from '@quotemarket/ui';
import { productListState } from '../../shared/productListState';
import { productDetailHref, productPriceProps } from '../../shared/products';
import type { CategoryHomePageModel } from './useCategoryHomePage';
import { assumedViewport } from '../../shared/firstScreen';

const ProductRow = styled.div`
  padding-bottom: ${vars.space[3]};
`;

type ListModel = CategoryHomePageModel['list'];

interface ProductItemProps {
  product: ProductListItem;
  list: ListModel;
  isLoggedIn: boolean;
  imagePriority: boolean;
}

/** One listed product: its card, with the wish toggle inside it (an internet plan is chosen here). */
function ProductItem({ product, list, isLoggedIn, imagePriority }: ProductItemProps) {
  const internet = isInternetProduct(product);
  const name = productDisplayName(product);
  const selected = product.id === list.selectedProductId;
  return (
    <ProductRow>
      <ProductCard
        layout="row"
        name={name}
        brand={product.brandName}
        imageSrc={product.productImage}
        imagePriority={imagePriority}
        {...productPriceProps(product)}
        href={productDetailHref(product)}
        onSelect={internet && list.selectsPlans ? () => list.selectProduct(product) : undefined}
        selectLabel={selected ? '선택됨' : '선택'}
        data-selected={selected || undefined}
        // A buyer wishes for a product from its own card; internet plans are not wished for.
        wished={product.isWishlisted}
        onWishedChange={isLoggedIn && !internet ? () => list.toggleWish(product) : undefined}
        wishLoading={list.wishingId === product.id}
      />
    </ProductRow>
  );
}

interface CategoryHomeProductListProps {
  displayName: string;
  isLoggedIn: boolean;
  list: ListModel;
}

/** The category's products, endlessly paged, with the sheet that sorts and searches them. */
export function CategoryHomeProductList({
  displayName,
  isLoggedIn,
  list,
}: CategoryHomeProductListProps) {
  const { sheet } = list;
  const sortLabel = productSortLabels[list.sort];
  return (
    <PageSection
      title="상품 목록"
      titleId="category-products-heading"
      action={
        <SortSheet
          open={sheet.open}
          onOpenChange={sheet.onOpenChange}
          trigger={
            <Button variant="outline" size="sm" aria-label={`정렬 및 검색, 지금 ${sortLabel}`}>
              {sortLabel}
            </Button>
          }
          options={productSortChoices}
          sort={sheet.draftSort}
          onSortChange={sheet.setDraftSort}
          searchValue={sheet.draftSearch}
          onSearchValueChange={sheet.setDraftSearch}
          history={sheet.history}
          onHistoryDelete={sheet.deleteHistoryTerm}
          onConfirm={sheet.confirm}
        />
      }
    >
      {list.listSearch && <MutedText aria-live="polite">‘{list.listSearch}’ 검색 결과</MutedText>}
      <InfiniteList
        initialRect={assumedViewport}
        label={`${displayName} 상품`}
        {...productListState(list.products)}
        renderItem={(product, index) => (
          <ProductItem
            product={product}
            list={list}
            isLoggedIn={isLoggedIn}
            // Below the banner and the filters, a phone's first screen shows the first two rows.
            imagePriority={index < 2}
          />
        )}
        estimateSize={132}
        loadingLabel="상품을 불러오는 중"
      />
    </PageSection>
  );
}
