import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  allCategoriesId,
  quoteKindOf,
  categoryNamesKo,
  categoryRouteName,
  type ProductListItem,
  type ProductSort,
} from '@quotemarket/contract';
import {
  debounceDelays,
  useAppStorage,
  useBiddingTarget,
  useCategoryProducts,
  useDeleteSearchHistory,
  useMainCategories,
  useRecordSearch,
  useSearchHistory,
  useSettledStoredValue,
  useStoredValue,
  useStoredValueSetter,
  useToggleWishlist,
  useTopViewedProducts,
} from '@quotemarket/hooks';
import { useToast, type SortSheetConfirmValue } from '@quotemarket/ui';
import { paths } from '../../paths';
import { useRequireBuyerLogin } from '../../shell/useRequireBuyerLogin';
import {
  categoryDisplayName,
  categoryHomeHref,
  isKnownCategoryId,
  parseCategoryId,
} from '../../shared/categories';
import { quoteRequestButton } from './categoryHomeRules';

const tryLater = '잠시 후 다시 시도해 주세요.';

/** List, top-five, history and counter failures are only logged (spec 8). */
export function useLogError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`${what}을(를) 불러오지 못했어요`, error);
  }, [error, what]);
}

function errorMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/**
 * A logged-in buyer's settled search joins their search history, by its own call (the list only
 * reads): each distinct non-blank term once per visit of the page, so typing back to an earlier
 * term does not record it again. A term that cannot be saved costs the buyer nothing: it is logged.
 */
function useRecordSettledSearch(isLoggedIn: boolean, settledTerm: string) {
  const { mutate: recordSearch } = useRecordSearch();
  const recorded = useRef(new Set<string>());
  useEffect(() => {
    if (!isLoggedIn || !settledTerm || recorded.current.has(settledTerm)) return;
    recorded.current.add(settledTerm);
    recordSearch(settledTerm, {
      onError: (error) => console.error('검색 기록을 저장하지 못했어요', error),
    });
  }, [isLoggedIn, settledTerm, recordSearch]);
}

/**
 * The category home's data and behaviour: the category from the path, the search (its text kept
 * in the session, read here once it has settled), the sort sheet's draft, the list
 * with its wish toggles, and the quote-request button. The live counters ask for their own counts
 * (CategoryHomeHeader), so their polling renders only them.
 */
export function useCategoryHomePage() {
  const params = useParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { isLoggedIn, requireLogin } = useRequireBuyerLogin();
  const categoryId = parseCategoryId(params.id);
  const routeName = params.nameEn ?? categoryRouteName(categoryId);

  const categories = useMainCategories();
  const categoryList = categories.data;
  const displayName = categoryDisplayName(categoryId, categoryList);

  // Search: the box's text lives in the session (it survives a visit to a product and back). The
  // box follows each key (CategoryHomeSearch); the page and its list, the text once it has settled.
  const storage = useAppStorage();
  const setSearchText = useStoredValueSetter('searchTerm');
  const listSearch = useSettledStoredValue('searchTerm', debounceDelays.listSearch).trim();
  const [sort, setSort] = useStoredValue('productSort');

  const products = useCategoryProducts({ categoryId, search: listSearch, sort });

  const topViewed = useTopViewedProducts(categoryId);
  const history = useSearchHistory();
  const deleteHistory = useDeleteSearchHistory();
  const toggleWishlist = useToggleWishlist();
  const { saveTarget } = useBiddingTarget();

  useLogError(categories.error, '카테고리');
  useLogError(topViewed.error, '많이 찾는 상품');
  useLogError(history.error, '검색 기록');
  useLogError(products.error, '상품 목록');
  useRecordSettledSearch(isLoggedIn, listSearch);

  // The internet plan chosen for the internet quote request (home state selectedProductId).
  const [selectedProductId, setSelectedProductId] = useState<number | null>(null);
  const [requestHint, setRequestHint] = useState<string | null>(null);

  // Sort sheet: a draft of sort and search, applied with '선택 완료'.
  const [sheetOpen, setSheetOpen] = useState(false);
  const [draftSort, setDraftSort] = useState<ProductSort>(sort);
  const [draftSearch, setDraftSearch] = useState('');

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
      setDraftSearch(storage.read('searchTerm'));
    }
    setSheetOpen(open);
  };

  const confirmSheet = ({ sort: chosen, searchValue }: SortSheetConfirmValue<ProductSort>) => {
    setSort(chosen);
    setSearchText(searchValue.trim() || null);
  };

  const deleteHistoryTerm = (term: string) => {
    const entry = history.data?.find((item) => item.searchValue === term);
    if (!entry) return;
    deleteHistory.mutate(entry.id, {
      onError: (error) =>
        toast({
          title: '검색 기록을 지우지 못했어요',
          description: errorMessage(error) ?? tryLater,
          tone: 'error',
        }),
    });
  };

  const toggleWish = (product: ProductListItem) => {
    toggleWishlist.mutate(product.id, {
      onError: (error) =>
        toast({
          title: '찜하지 못했어요',
          description: errorMessage(error) ?? tryLater,
          tone: 'error',
        }),
    });
  };

  const selectProduct = (product: ProductListItem) => {
    setSelectedProductId(product.id);
    setRequestHint(null);
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
    if (!requireLogin()) return;
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

  return {
    categoryId,
    /** The address names no category: the page is Not Found (decided once the list is in). */
    isUnknownCategory: categoryList !== undefined && !isKnownCategoryId(params.id, categoryList),
    displayName,
    isLoggedIn,
    header: {
      imageSrc: categoryList?.find((category) => category.id === categoryId)?.image,
      chips: [
        { id: allCategoriesId, name: categoryNamesKo[allCategoriesId] },
        ...(categoryList ?? []).map((category) => ({ id: category.id, name: category.nameKo })),
      ],
      selectCategory,
    },
    search: {
      listSearch,
      sort,
      setText: setSearchText,
      topViewed: topViewed.isSuccess ? topViewed.data.slice(0, 5) : [],
      topViewedLoading: topViewed.isPending,
    },
    list: {
      products,
      listSearch,
      sort,
      sheet: {
        open: sheetOpen,
        onOpenChange: openSheet,
        draftSort,
        setDraftSort,
        draftSearch,
        setDraftSearch,
        history: isLoggedIn ? history.data?.map((entry) => entry.searchValue) : undefined,
        deleteHistoryTerm,
        confirm: confirmSheet,
      },
      /** Internet plans are chosen on the internet category's home, for its quote request. */
      selectsPlans: quoteKindOf(categoryId) === 'internet',
      selectedProductId,
      selectProduct,
      toggleWish,
      wishingId: toggleWishlist.isPending ? toggleWishlist.variables : undefined,
    },
    request: {
      button: quoteRequestButton(categoryId, displayName),
      hint: requestHint,
      requestInternetQuote,
    },
  };
}

export type CategoryHomePageModel = ReturnType<typeof useCategoryHomePage>;
