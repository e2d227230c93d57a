import { mainCategoryIds, type MainCategoryId } from '@quotemarket/contract';
import type { BiddingTarget } from '@quotemarket/hooks';
import type { StoredProductDetails } from './biddingRules';

// Which product a wizard is for and whether it asks the server for it: the page reads these and so
// does its route, which starts that request beside the page's chunk. They are kept out of
// biddingRules so the route table does not carry the wizard's other rules.

/**
 * The route's `:itemId`: a product id, or 0 for an internet request whose product the answers
 * will name. Null when the address cannot be a request.
 */
export function parseItemId(raw: string | undefined, categoryId: MainCategoryId): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) return null;
  if (id === 0) return categoryId === mainCategoryIds.internet ? 0 : null;
  return id;
}

/**
 * The product details the product page stored for this wizard: only when the stored bidding
 * target is this very wizard's product, so a deep link or another product's leftovers never
 * show.
 */
export function storedDetailsFor(
  target: BiddingTarget | null,
  details: StoredProductDetails | null,
  categoryId: MainCategoryId,
  itemId: number,
): StoredProductDetails | null {
  if (!details || !target || itemId <= 0) return null;
  return target.categoryId === categoryId && target.itemId === itemId ? details : null;
}

/**
 * A deep link asks for the product; a wizard entered from the product's page reads only that
 * page's cached copy (for the colour's swatch), since every fetch counts as a view.
 */
export function asksForProduct(itemId: number, entryDetails: StoredProductDetails | null): boolean {
  return itemId > 0 && entryDetails === null;
}
