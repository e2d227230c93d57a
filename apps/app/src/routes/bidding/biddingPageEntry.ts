import type { MainCategoryId } from '@quotemarket/contract';
import { productDetailQuery, startBiddingWizardEntry } from '@quotemarket/hooks';
import { prefetch, prefetchOnSignedInEntry, type RouteEntry } from '../../shell/routePrefetch';
import { asksForProduct, parseItemId, storedDetailsFor } from './biddingEntry';

/**
 * A wizard's first requests, loaded with its code (lazyPage's `entry`): the banner's product
 * (useBiddingPage) when the wizard would ask for it (a deep link to a product the page accepts),
 * and what the conversation waits for.
 */
export function biddingPageEntry(categoryId: MainCategoryId): RouteEntry {
  return prefetchOnSignedInEntry((context, { params }) => {
    const { apiClient, storage } = context;
    const itemId = parseItemId(params.itemId, categoryId);
    if (itemId === null) return;
    const entryDetails = storedDetailsFor(
      storage.read('biddingTarget'),
      storage.read('productDetails'),
      categoryId,
      itemId,
    );
    if (asksForProduct(itemId, entryDetails)) {
      prefetch(context, productDetailQuery(apiClient, itemId));
    }
    startBiddingWizardEntry(apiClient, { categoryId, itemId }, (query) => prefetch(context, query));
  });
}
