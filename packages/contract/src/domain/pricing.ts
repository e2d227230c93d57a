import { quoteKindOf } from './quote-kinds';

/**
 * The price line a product shows, by its main category: 출고가 for phones, the expected monthly
 * rental fee for rentals, none for internet plans (their price is the quote itself), and the release
 * date for anything else (spec 000, product detail).
 */
export const priceLineKinds = ['phone', 'rental', 'release', 'none'] as const;
export type PriceLineKind = (typeof priceLineKinds)[number];

export function priceLineKindOf(mainCategoryId: number): PriceLineKind {
  switch (quoteKindOf(mainCategoryId)) {
    case 'phone':
      return 'phone';
    case 'rental':
      return 'rental';
    case 'internet':
      return 'none';
    case null:
      return 'release';
  }
}

export interface PricedProduct {
  price: number | null;
  rentalFee: number | null;
  shipmentDate: string | null;
}

export type PriceLine =
  | { kind: 'phone' | 'rental'; amount: number | null }
  | { kind: 'release'; shipmentDate: string | null }
  | { kind: 'none' };

/** What a product's price line says: its kind and the one figure that kind shows. */
export function priceLineOf(mainCategoryId: number, product: PricedProduct): PriceLine {
  const kind = priceLineKindOf(mainCategoryId);
  switch (kind) {
    case 'phone':
      return { kind, amount: product.price };
    case 'rental':
      return { kind, amount: product.rentalFee };
    case 'release':
      return { kind, shipmentDate: product.shipmentDate };
    case 'none':
      return { kind };
  }
}
