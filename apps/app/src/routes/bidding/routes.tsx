import { categoryNamesKo, mainCategoryIds, type MainCategoryId } from '@quotemarket/contract';
import { productDetailQuery, startBiddingWizardEntry } from '@quotemarket/hooks';
import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { prefetch, prefetchOnSignedInEntry } from '../../shell/routePrefetch';
import { biddingPagePatterns } from '../../paths';
import { asksForProduct, parseItemId, storedDetailsFor } from './biddingEntry';

/**
 * The five quote wizards (document 001), login required, each with a back button and its category's
 * title; the home tab stays active.
 */
export const biddingRoutes: AppRouteObject[] = Object.values(mainCategoryIds).map(
  (categoryId: MainCategoryId) => ({
    path: biddingPagePatterns[categoryId],
    handle: {
      title: `${categoryNamesKo[categoryId]} 견적 요청`,
      isShowBackButton: true,
      isFooterActiveFor: 'home',
    },
    // The banner's product (useBiddingPage), when the wizard would ask for it (a deep link to a
    // product the page accepts), and what the conversation waits for start beside the page's chunk.
    ...prefetchOnSignedInEntry((context, { params }) => {
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
      startBiddingWizardEntry(apiClient, { categoryId, itemId }, (query) =>
        prefetch(context, query),
      );
    }),
    lazy: lazyPage(
      () => import('./BiddingPage'),
      (m) => m.biddingPages[categoryId],
    ),
  }),
);
