import { mainCategoryIds, type ProductAttribute, type ProductDetail } from '@quotemarket/contract';
import type { StoredValue } from '@quotemarket/hooks';

export type SelectedOption = { id: number; name: string; value: string };
export type StoredProductDetails = NonNullable<StoredValue<'productDetails'>>;

/** The message of the option sheet when a group has no choice (spec 5). */
export const missingOptionMessage = '옵션을 선택해 주세요';

/** The category-specific selection button of the detail page. */
export function selectionButtonLabel(categoryId: number): string {
  switch (categoryId) {
    case mainCategoryIds.phone:
      return '휴대폰 상세 선택';
    case mainCategoryIds.waterPurifier:
      return '정수기 상세 선택';
    case mainCategoryIds.homeAppliances:
      return '생활가전 상세 선택';
    case mainCategoryIds.health:
      return '헬스/뷰티 선택';
    default:
      return '상품 선택';
  }
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

/** The attributes a buyer chooses among in the option sheet. */
export function optionAttributes(attributes: readonly ProductAttribute[]): ProductAttribute[] {
  return attributes.filter(
    (attribute) => attribute.inputtype === 'OPTION' && attribute.optionValues.length > 0,
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
