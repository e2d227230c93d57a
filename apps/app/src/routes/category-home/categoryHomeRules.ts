import {
  categoryRouteNames,
  mainCategoryIds,
  type MainCategory,
  type ProductListItem,
} from '@quotemarket/contract';
import { ALL_CATEGORY_ID, internetProductName, priceLineKindForCategory } from '@quotemarket/ui';

/** The route name of the '전체' entry (id 0) in `/product/home/0/All`. */
export const allCategoryRouteName = 'All';

/** Korean names by id, for the header title before (or without) the category list. */
const fallbackCategoryNames: Record<number, string> = {
  [ALL_CATEGORY_ID]: '전체',
  [mainCategoryIds.phone]: '휴대폰',
  [mainCategoryIds.internet]: '인터넷',
  [mainCategoryIds.waterPurifier]: '정수기',
  [mainCategoryIds.homeAppliances]: '생활가전',
  [mainCategoryIds.health]: '헬스/뷰티',
};

/** The route's `:id` as a category id; anything unreadable is '전체'. */
export function parseCategoryId(raw: string | undefined): number {
  const id = Number(raw);
  return Number.isInteger(id) && id >= 0 ? id : ALL_CATEGORY_ID;
}

/** The category's Korean name from the loaded list, else the known names, else the route name. */
export function categoryDisplayName(
  id: number,
  categories: readonly Pick<MainCategory, 'id' | 'nameKo'>[] | undefined,
  routeName?: string,
): string {
  return (
    categories?.find((category) => category.id === id)?.nameKo ??
    fallbackCategoryNames[id] ??
    routeName ??
    '상품'
  );
}

/** The route name of a category: Health/Beauty (id 8) is `Health` in routes. */
export function categoryRouteName(category: Pick<MainCategory, 'id' | 'nameEn'>): string {
  return (categoryRouteNames as Partial<Record<number, string>>)[category.id] ?? category.nameEn;
}

/** `/product/home/{id}/{nameEn}`; '전체' is `/product/home/0/All`. */
export function categoryHomePath(id: number, nameEn: string): string {
  return `/product/home/${id}/${encodeURIComponent(nameEn)}`;
}

export function isInternetCategory(id: number, nameEn: string | undefined): boolean {
  return id === mainCategoryIds.internet || nameEn === 'Internet';
}

/** An internet plan: it has an internet property and is not opened as a product detail. */
export function isInternetProduct(product: Pick<ProductListItem, 'internetProperty'>): boolean {
  return product.internetProperty !== null && product.internetProperty !== undefined;
}

/** Internet plans are named by carrier, speed and product set joined by ' > '. */
export function productDisplayName(product: ProductListItem): string {
  if (!isInternetProduct(product)) return product.productName;
  return (
    internetProductName(
      product.newsAgencyProperty,
      product.internetProperty,
      product.productType,
    ) || product.productName
  );
}

/**
 * The main category a listed product belongs to: the page's category, or under '전체' the first
 * segment of its category path ('휴대폰 > 삼성 갤럭시') matched against the loaded categories.
 */
export function productMainCategory(
  product: Pick<ProductListItem, 'categoryPath'>,
  pageCategory: { id: number; nameEn: string },
  categories: readonly Pick<MainCategory, 'id' | 'nameEn' | 'nameKo'>[] | undefined,
): { id: number; nameEn: string } | null {
  if (pageCategory.id !== ALL_CATEGORY_ID) return pageCategory;
  const mainName = product.categoryPath.split(' > ')[0]?.trim();
  const match = categories?.find(
    (category) => category.nameKo === mainName || category.nameEn === mainName,
  );
  return match ? { id: match.id, nameEn: categoryRouteName(match) } : null;
}

/** `/request-details/{categoryId}/{nameEn}/{id}`, the product detail. */
export function productDetailPath(categoryId: number, nameEn: string, productId: number): string {
  return `/request-details/${categoryId}/${encodeURIComponent(nameEn)}/${productId}`;
}

/** The price line a product card shows, by the product's main category. */
export function productPrice(product: ProductListItem, categoryId: number) {
  const kind = priceLineKindForCategory(categoryId);
  return {
    priceKind: kind,
    amount: kind === 'phone' ? product.price : kind === 'rental' ? product.rentalFee : null,
    shipmentDate: kind === 'release' ? product.dateOfShipment : null,
  };
}

export type QuoteRequestButton =
  | { kind: 'none' }
  | { kind: 'request-page'; label: string; path: string }
  | { kind: 'internet'; label: string };

/**
 * The quote-request button of a category home: none for '전체'; Internet has its own (it needs a
 * chosen plan and a login); every other category goes to its request page.
 */
export function quoteRequestButton(
  id: number,
  nameEn: string,
  displayName: string,
): QuoteRequestButton {
  if (id === ALL_CATEGORY_ID) return { kind: 'none' };
  if (isInternetCategory(id, nameEn)) return { kind: 'internet', label: '인터넷 견적 요청' };
  return {
    kind: 'request-page',
    label: `${displayName} 견적 요청`,
    path: `/request-page/${id}/${encodeURIComponent(nameEn)}`,
  };
}

/** `/bidding-page-internet/{id}/{nameEn}/{selectedProductId}`. */
export function internetBiddingPath(id: number, nameEn: string, productId: number): string {
  return `/bidding-page-internet/${id}/${encodeURIComponent(nameEn)}/${productId}`;
}
