import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  allCategoriesId,
  categoryKindOf,
  categoryNamesKo,
  categoryRouteName,
  isInternetProduct,
  productDisplayName,
  productSortChoices,
  productSortLabels,
  type ProductListItem,
  type ProductSort,
} from '@quotemarket/contract';
import {
  debounceDelays,
  useBiddingTarget,
  useCategoryProducts,
  useConnectedBuyers,
  useDebouncedValue,
  useDeleteSearchHistory,
  useIsLoggedIn,
  useMainCategories,
  useQuotesReceivedToday,
  useRecordSearch,
  useSearchHistory,
  useStoredValue,
  useToggleWishlist,
  useTopViewedProducts,
} from '@quotemarket/hooks';
import {
  Banner,
  Button,
  CategoryChips,
  InfiniteList,
  MutedText,
  PageSection,
  PageStack,
  ProductCard,
  SearchBox,
  SortSheet,
  StatCounter,
  useToast,
  vars,
  type SortSheetConfirmValue,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { categoryDisplayName, categoryHomeHref, parseCategoryId } from '../../shared/categories';
import { productListState } from '../../shared/productListState';
import { productDetailHref, productPriceProps } from '../../shared/products';
import { quoteRequestButton } from './categoryHomeRules';

/** Suggestions are the names of the first page of matches (ten), without repeats. */
const maxSuggestions = 10;
/** Suggestions start from this many characters (spec 5 and 9). */
const minSuggestionLength = 2;

const Counters = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[2]};
`;

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

const Rank = styled.span`
  min-width: 1.5em;
  color: ${vars.color.primary};
  font-weight: ${vars.font.weight.bold};
`;

const ProductRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding-bottom: ${vars.space[3]};
`;

const RowActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const RequestBar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} 0 0;
  background: ${vars.color.background};
`;

const Alert = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;

/** List, top-five, history and counter failures are only logged (spec 8). */
function useLogError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`${what}을(를) 불러오지 못했어요`, error);
  }, [error, what]);
}

function errorMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** The category home: `/product/home/{id}/{nameEn}`. */
export function CategoryHomePage() {
  const params = useParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const isLoggedIn = useIsLoggedIn();
  const categoryId = parseCategoryId(params.id);
  const routeName = params.nameEn ?? categoryRouteName(categoryId);

  const categories = useMainCategories();
  const categoryList = categories.data;
  const displayName = categoryDisplayName(categoryId, categoryList, routeName);

  // Search: the box's text lives in the session (it survives a visit to a product and back).
  const [searchText, setSearchText] = useStoredValue('searchTerm');
  const trimmed = searchText.trim();
  const listSearch = useDebouncedValue(trimmed, debounceDelays.listSearch);
  const suggestionTerm = useDebouncedValue(trimmed, debounceDelays.suggestions);
  const [sort, setSort] = useStoredValue('productSort');

  const products = useCategoryProducts({ categoryId, search: listSearch, sort });
  // Suggestions are the first page for the suggestion term; below two characters the query is the
  // list's own, so no extra request is made.
  const suggestionsActive = suggestionTerm.length >= minSuggestionLength;
  const suggestionQuery = useCategoryProducts({
    categoryId,
    search: suggestionsActive ? suggestionTerm : listSearch,
    sort,
  });
  const suggestions = useMemo(() => {
    if (!suggestionsActive || trimmed.length < minSuggestionLength) return [];
    const names = suggestionQuery.items.map(productDisplayName);
    return [...new Set(names)].slice(0, maxSuggestions);
  }, [suggestionsActive, trimmed, suggestionQuery.items]);

  const connected = useConnectedBuyers();
  const quotesToday = useQuotesReceivedToday(categoryId);
  const topViewed = useTopViewedProducts(categoryId);
  const history = useSearchHistory();
  const deleteHistory = useDeleteSearchHistory();
  const toggleWishlist = useToggleWishlist();
  const { saveTarget } = useBiddingTarget();

  useLogError(categories.error, '카테고리');
  useLogError(connected.error, '접속자 수');
  useLogError(quotesToday.error, '오늘 견적 요청 수');
  useLogError(topViewed.error, '많이 찾는 상품');
  useLogError(history.error, '검색 기록');
  useLogError(products.error, '상품 목록');

  // A logged-in buyer's settled search joins their search history (its own call: the list only
  // reads). A term that cannot be saved costs the buyer nothing, so it is only logged.
  const { mutate: recordSearch } = useRecordSearch();
  useEffect(() => {
    if (!isLoggedIn || !listSearch) return;
    recordSearch(listSearch, {
      onError: (error) => console.error('검색 기록을 저장하지 못했어요', error),
    });
  }, [isLoggedIn, listSearch, recordSearch]);

  // The internet plan chosen for the internet quote request (home state selectedProductId).
  const [selectedProductId, setSelectedProductId] = useState<number | null>(null);
  const [requestHint, setRequestHint] = useState<string | null>(null);

  // Sort sheet: a draft of sort and search, applied with '선택 완료'.
  const [sheetOpen, setSheetOpen] = useState(false);
  const [draftSort, setDraftSort] = useState<ProductSort>(sort);
  const [draftSearch, setDraftSearch] = useState('');

  const internetCategory = categoryKindOf(categoryId) === 'internet';
  const requestButton = quoteRequestButton(categoryId, displayName);
  const sortLabel = productSortLabels[sort];

  const selectCategory = (id: number) => {
    if (id === categoryId) return;
    setSearchText(null);
    setSelectedProductId(null);
    setRequestHint(null);
    const target = categoryList?.find((category) => category.id === id);
    void navigate(categoryHomeHref({ id, nameEn: target?.nameEn ?? '' }));
  };

  const openSheet = (open: boolean) => {
    if (open) {
      setDraftSort(sort);
      setDraftSearch(searchText);
    }
    setSheetOpen(open);
  };

  const confirmSheet = ({ sort: chosen, searchValue }: SortSheetConfirmValue<ProductSort>) => {
    setSort(chosen);
    setSearchText(searchValue.trim() || null);
  };

  const deleteTag = (tag: string) => {
    const entry = history.data?.find((item) => item.searchValue === tag);
    if (!entry) return;
    deleteHistory.mutate(entry.id, {
      onError: (error) =>
        toast({
          title: '검색 기록을 지우지 못했어요',
          description: errorMessage(error) ?? '잠시 후 다시 시도해 주세요.',
          tone: 'error',
        }),
    });
  };

  const toggleWish = (product: ProductListItem) => {
    toggleWishlist.mutate(product.id, {
      onError: (error) =>
        toast({
          title: '찜하지 못했어요',
          description: errorMessage(error) ?? '잠시 후 다시 시도해 주세요.',
          tone: 'error',
        }),
    });
  };

  const requestInternetQuote = () => {
    const selected = products.items.find((item) => item.id === selectedProductId);
    if (selected) {
      saveTarget({
        categoryNameEn: categoryRouteName(categoryId),
        categoryId,
        itemId: selected.id,
      });
    }
    if (!isLoggedIn) {
      void navigate(paths.login());
      return;
    }
    if (!selected) {
      setRequestHint('견적을 요청할 인터넷 상품을 먼저 선택해 주세요.');
      return;
    }
    const wizard = paths.biddingPage({
      categoryId,
      categoryNameEn: routeName,
      itemId: selected.id,
    });
    if (wizard) void navigate(wizard);
  };

  const renderProduct = (product: ProductListItem) => {
    const internet = isInternetProduct(product);
    const name = productDisplayName(product);
    const selected = product.id === selectedProductId;
    const wishing = toggleWishlist.isPending && toggleWishlist.variables === product.id;
    return (
      <ProductRow>
        <ProductCard
          layout="row"
          name={name}
          brand={product.brandName}
          imageSrc={product.productImage}
          {...productPriceProps(product)}
          href={productDetailHref(product)}
          onSelect={
            internet && internetCategory
              ? () => {
                  setSelectedProductId(product.id);
                  setRequestHint(null);
                }
              : undefined
          }
          selectLabel={selected ? '선택됨' : '선택'}
          data-selected={selected || undefined}
        />
        {isLoggedIn && !internet && (
          <RowActions>
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={product.isWishlisted}
              aria-label={`${name} ${product.isWishlisted ? '찜 해제' : '찜하기'}`}
              loading={wishing}
              onClick={() => toggleWish(product)}
            >
              {product.isWishlisted ? '찜 해제' : '찜하기'}
            </Button>
          </RowActions>
        )}
      </ProductRow>
    );
  };

  return (
    <PageStack>
      <Banner
        title={`${displayName} 최저가 견적`}
        imageSrc={categoryList?.find((category) => category.id === categoryId)?.image}
        description="여러 판매점의 견적을 한 번에 받아 보고 가장 좋은 조건을 고르세요."
      />

      <CategoryChips
        label="카테고리 선택"
        categories={[
          { id: allCategoriesId, name: categoryNamesKo[allCategoriesId] },
          ...(categoryList ?? []).map((category) => ({ id: category.id, name: category.nameKo })),
        ]}
        selectedId={categoryId}
        onSelect={selectCategory}
      />

      <Counters aria-label="실시간 현황" role="region">
        <StatCounter
          label="지금 접속 중"
          unit="명"
          value={connected.data}
          loading={connected.isPending}
        />
        <StatCounter
          label="오늘 견적 요청"
          unit="건"
          value={quotesToday.data}
          loading={quotesToday.isPending}
        />
      </Counters>

      <PageSection title={`${displayName} 검색`} titleId="category-search-heading">
        <SearchBox
          label={`${displayName} 상품 검색`}
          placeholder="상품명이나 모델명을 입력해 주세요"
          value={searchText}
          onValueChange={(value) => setSearchText(value === '' ? null : value)}
          onSearch={(query) => setSearchText(query || null)}
          suggestions={suggestions}
          onSuggestionSelect={(suggestion) => setSearchText(suggestion)}
        />
      </PageSection>

      {topViewed.isSuccess && topViewed.data.length > 0 && (
        <PageSection title="고객이 많이 찾는 상품" titleId="category-top-heading">
          <TopList>
            {topViewed.data.slice(0, 5).map((product, index) => (
              <li key={product.id}>
                <TopItem
                  type="button"
                  aria-label={`${index + 1}위 ${product.name} 검색하기`}
                  onClick={() => setSearchText(product.name)}
                >
                  <Rank aria-hidden="true">{index + 1}</Rank>
                  <span>{product.name}</span>
                </TopItem>
              </li>
            ))}
          </TopList>
        </PageSection>
      )}

      <PageSection
        title="상품 목록"
        titleId="category-products-heading"
        action={
          <SortSheet
            open={sheetOpen}
            onOpenChange={openSheet}
            trigger={
              <Button variant="outline" size="sm" aria-label={`정렬 및 검색, 지금 ${sortLabel}`}>
                {sortLabel}
              </Button>
            }
            options={productSortChoices}
            sort={draftSort}
            onSortChange={setDraftSort}
            searchValue={draftSearch}
            onSearchValueChange={setDraftSearch}
            history={isLoggedIn ? history.data?.map((entry) => entry.searchValue) : undefined}
            onHistoryDelete={deleteTag}
            onConfirm={confirmSheet}
          />
        }
      >
        {listSearch && <MutedText aria-live="polite">‘{listSearch}’ 검색 결과</MutedText>}
        <InfiniteList
          label={`${displayName} 상품`}
          {...productListState(products)}
          renderItem={renderProduct}
          estimateSize={132}
          loadingLabel="상품을 불러오는 중"
        />
      </PageSection>

      {requestButton.kind !== 'none' && (
        <RequestBar>
          {requestHint && <Alert role="alert">{requestHint}</Alert>}
          <Button
            size="lg"
            fullWidth
            onClick={() =>
              requestButton.kind === 'internet'
                ? requestInternetQuote()
                : void navigate(requestButton.path)
            }
          >
            {requestButton.label}
          </Button>
        </RequestBar>
      )}
    </PageStack>
  );
}
