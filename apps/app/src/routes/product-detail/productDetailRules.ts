import {
  categoryNameKo,
  mainCategoryIds,
  type ProductAttribute,
  type ProductDetail,
} from '@quotemarket/contract';
import type { StoredValue } from '@quotemarket/hooks';

export type SelectedOption = { id: number; name: string; value: string };
export type StoredProductDetails = NonNullable<StoredValue<'productDetails'>>;

/** The message of the option sheet when a group has no choice (spec 5). */
export const missingOptionMessage = '옵션을 선택해 주세요';

/**
 * The detail page's header title (document 001: the category name plus 'details'), e.g. '휴대폰 상세';
 * '상품 상세' where the path names no main category ('전체').
 */
export function productDetailTitle(categoryId: number): string {
  const name = categoryId > 0 ? categoryNameKo(categoryId) : null;
  return `${name ?? '상품'} 상세`;
}

/**
 * Where the product sits in the catalogue, e.g. '정수기 · 냉온정수기': shown only when operators
 * gave it a 세부 분류 (the main category alone is already in the header title).
 */
export function productCategoryLabel(
  product: Pick<ProductDetail, 'categoryNameKo' | 'subCategoryNameKo'>,
): string | null {
  return product.subCategoryNameKo
    ? `${product.categoryNameKo} · ${product.subCategoryNameKo}`
    : null;
}

/**
 * The button at the foot of the detail page: with option groups it opens the option sheet first,
 * without them it goes straight on to the quote request.
 */
export function selectionButtonLabel(hasOptions: boolean): string {
  return hasOptions ? '옵션 고르고 견적 받기' : '견적 받기';
}

/** The detail page's banner, e.g. '갤럭시 S26, 최저가 견적을 받아 볼까요?'. */
export function detailBannerTitle(productName: string): string {
  return `${productName}, 최저가 견적을 받아 볼까요?`;
}

/** Attribute names that carry the spec detail link (spec 3: "Spec Detail URL", also in Korean). */
const specUrlNames = new Set(['spec detail url', '스펙 상세 url', '상세 스펙 url', '상세 스펙']);

const isSpecUrlAttribute = (attribute: Pick<ProductAttribute, 'name'>) =>
  specUrlNames.has(attribute.name.trim().toLowerCase());

/** The product's descriptive attributes: non-basic, single-value ones with a value. */
export function textAttributes(attributes: readonly ProductAttribute[]): ProductAttribute[] {
  return attributes.filter(
    (attribute) =>
      !attribute.isBasic &&
      attribute.inputtype === 'INPUT' &&
      Boolean(attribute.value?.trim()) &&
      !isSpecUrlAttribute(attribute),
  );
}

/** The spec detail link: the product's own, else an attribute named for it. */
export function specDetailUrl(
  product: Pick<ProductDetail, 'specDetailUrl' | 'attributes'>,
): string | null {
  if (product.specDetailUrl) return product.specDetailUrl;
  const value = product.attributes.find(isSpecUrlAttribute)?.value?.trim();
  return value ? value : null;
}

/** The groups without a choice, by attribute id. */
export function missingGroups(
  groups: readonly ProductAttribute[],
  choices: Readonly<Record<number, string>>,
): number[] {
  return groups.filter((group) => !choices[group.id]).map((group) => group.id);
}

/** The chosen options as stored: the attribute's name, the option's id and value. */
export function selectedOptions(
  groups: readonly ProductAttribute[],
  choices: Readonly<Record<number, string>>,
): SelectedOption[] {
  return groups.flatMap((group) => {
    const option = group.optionValues.find((value) => String(value.id) === choices[group.id]);
    return option ? [{ id: option.id, name: group.name, value: option.value }] : [];
  });
}

/**
 * What the wizard reads back (storage `productDetails`): the choices, brand, name and image; for
 * every category but phones also the price, model number and release date.
 */
export function productDetailsToStore(
  product: ProductDetail,
  categoryId: number,
  details: SelectedOption[],
): StoredProductDetails {
  const base = { image: product.image, brand: product.brand, name: product.name, details };
  if (categoryId === mainCategoryIds.phone) return base;
  return {
    ...base,
    price: product.price,
    modelNumber: product.modelNumber,
    shippingDate: product.shipmentDate,
  };
}
