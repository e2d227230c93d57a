import {
  categoryRouteName,
  isInternetProduct,
  priceLineOf,
  type PricedProduct,
  type ProductAttribute,
  type ProductListItem,
} from '@quotemarket/contract';
import { paths } from '../paths';

/**
 * The kit's `PriceLine` props for a product of `mainCategoryId` (spec 000): 출고가, a monthly rental
 * estimate or the release date; null when the product shows no price (internet plans).
 */
export function priceLineProps(mainCategoryId: number, product: PricedProduct) {
  const line = priceLineOf(mainCategoryId, product);
  switch (line.kind) {
    case 'phone':
    case 'rental':
      return { kind: line.kind, amount: line.amount };
    case 'release':
      return { kind: line.kind, shipmentDate: line.shipmentDate };
    case 'none':
      return null;
  }
}

/**
 * The price line of a listed product's card, from its own main category (so '전체' lists show each product
 * as its category does): 출고가, a monthly rental estimate, the release date, or none.
 */
export function productPriceProps(product: ProductListItem) {
  const line = priceLineProps(product.mainCategoryId, {
    price: product.price,
    rentalFee: product.rentalFee,
    shipmentDate: product.dateOfShipment,
  });
  if (!line) return { hidePrice: true };
  const { kind, ...figures } = line;
  return { priceKind: kind, ...figures };
}

/** The detail page of a listed product; none for internet plans, which have no detail (spec 5). */
export function productDetailHref(product: ProductListItem): string | undefined {
  if (isInternetProduct(product)) return undefined;
  const { mainCategoryId } = product;
  return paths.productDetail(mainCategoryId, categoryRouteName(mainCategoryId), product.id);
}

/**
 * The attributes a buyer chooses among (colour, storage …): the product page's option sheet asks
 * for them, and a wizard opened without them sends the buyer there.
 */
export function optionAttributes(attributes: readonly ProductAttribute[]): ProductAttribute[] {
  return attributes.filter(
    (attribute) => attribute.inputtype === 'OPTION' && attribute.optionValues.length > 0,
  );
}
