import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { productDisplayName, type ProductListItem as Product } from '@quotemarket/contract';
import { debounceDelays, useCategoryProducts, useSettledStoredValue } from '@quotemarket/hooks';
import {
  Banner,
  InfiniteList,
  MutedText,
  PageSection,
  PageStack,
  ProductListItem,
  vars,
} from '@quotemarket/ui';
import { parseCategoryId } from '../../shared/categories';
import { ProductSearchBox } from '../../shared/ProductSearchBox';
import { productDetailHref, productPriceProps } from '../../shared/products';
import { productListState } from '../../shared/productListState';
import { categoryWord, modelSearchPlaceholder, requestPrompt } from './requestRules';
import { assumedViewport } from '../../shared/firstScreen';

const Row = styled.div`
  padding-bottom: ${vars.space[3]};
`;

/**
 * The request page (`paths.requestPage`): the buyer looks for the model to request quotes for. A prompt for
 * the category, a model search with suggestions, and the category's products, each with a
 * '견적 받기' button that opens its detail (where its options are chosen).
 */
export function RequestPage() {
  const params = useParams();
  const navigate = useNavigate();
  const categoryId = parseCategoryId(params.id);
  const word = categoryWord(categoryId);

  // The box's text lives in the session (it survives a visit to a product and back); the list
  // follows it once it has settled, so typing renders the box alone.
  const listSearch = useSettledStoredValue(
    'requestPageSearchTerm',
    debounceDelays.listSearch,
  ).trim();
  const products = useCategoryProducts({ categoryId, search: listSearch });

  // List failures are logged; the list shows its own error with a retry (spec 8).
  useEffect(() => {
    if (products.error) console.error('상품 목록을 불러오지 못했어요', products.error);
  }, [products.error]);

  const renderProduct = (product: Product) => {
    const detail = productDetailHref(product);
    return (
      <Row>
        <ProductListItem
          name={productDisplayName(product)}
          brand={product.brandName}
          imageSrc={product.productImage}
          {...productPriceProps(product)}
          // Internet plans have no detail page (spec 5): they cannot be selected here.
          onSelect={detail ? () => void navigate(detail) : undefined}
          selectLabel="견적 받기"
        />
      </Row>
    );
  };

  return (
    <PageStack>
      <Banner
        headingLevel={1}
        title={requestPrompt(categoryId)}
        description="모델을 선택하면 여러 판매점의 최저가 견적을 받아 볼 수 있어요."
      />

      <PageSection title="모델 검색" titleId="request-search-heading">
        <ProductSearchBox
          textKey="requestPageSearchTerm"
          categoryId={categoryId}
          listSearch={listSearch}
          label={`${word} 모델 검색`}
          placeholder={modelSearchPlaceholder(categoryId)}
        />
      </PageSection>

      <PageSection title={`${word} 모델 목록`} titleId="request-products-heading">
        {listSearch && <MutedText aria-live="polite">‘{listSearch}’ 검색 결과</MutedText>}
        <InfiniteList
          initialRect={assumedViewport}
          label={`${word} 모델`}
          {...productListState(products)}
          renderItem={renderProduct}
          estimateSize={120}
          loadingLabel="모델을 불러오는 중"
        />
      </PageSection>
    </PageStack>
  );
}
