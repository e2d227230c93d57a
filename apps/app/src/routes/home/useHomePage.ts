import { useEffect } from 'react';
import {
  useCustomerReviews,
  useMainCategories,
  useMostSoldProducts,
  useRealtimeComparisons,
  useAppStorage,
  useStoredValue,
} from '@quotemarket/hooks';

/**
 * The home's data: the main categories (kept in storage for the pages that need them before their
 * own request returns), the month's best sellers, and — not for a partner-media visitor (a stored
 * cKey) — the realtime comparisons and the customer reviews.
 */
export function useHomePage() {
  const [cKey] = useStoredValue('cKey');
  const showsPartnerBlocks = cKey === null;

  const categories = useMainCategories();
  // Written, not read here: subscribing would render the home again once it is stored.
  const storage = useAppStorage();
  const categoryList = categories.data;
  useEffect(() => {
    if (categoryList) storage.write('mainCategories', categoryList);
  }, [categoryList, storage]);

  return {
    categories,
    bestSellers: useMostSoldProducts(),
    showsPartnerBlocks,
    comparisons: useRealtimeComparisons({ enabled: showsPartnerBlocks }),
    reviews: useCustomerReviews({ enabled: showsPartnerBlocks }),
  };
}

export type HomePageModel = ReturnType<typeof useHomePage>;
