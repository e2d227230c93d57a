import {
  categoryRouteName,
  isInternetProduct,
  priceLineOf,
  type ProductListItem,
} from '@quotemarket/contract';
import { paths } from '../paths';

/**
 * The price line of a listed product, from its own main category (so '전체' lists show each product
 * as its category does): 출고가, a monthly rental estimate, the release date, or none.
 */
export function productPriceProps(product: ProductListItem) {
  const line = priceLineOf(product.mainCategoryId, {
    price: product.price,
    rentalFee: product.rentalFee,
    shipmentDate: product.dateOfShipment,
  });
  switch (line.kind) {
    case 'phone':
    case 'rental':
      return { priceKind: line.kind, amount: line.amount };
    case 'release':
      return { priceKind: line.kind, shipmentDate: line.shipmentDate };
    case 'none':
      return { hidePrice: true };
  }
}

/** The detail page of a listed product; none for internet plans, which have no detail (spec 5). */
export function productDetailHref(product: ProductListItem): string | undefined {
  if (isInternetProduct(product)) return undefined;
  const { mainCategoryId } = product;
  return paths.productDetail(mainCategoryId, categoryRouteName(mainCategoryId), product.id);
}
