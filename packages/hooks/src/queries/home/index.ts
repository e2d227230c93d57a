// The home screen's data: categories, strips, companies and the live counters.
export { mainCategoriesQuery, useMainCategories } from './useMainCategories';
export { mostSoldProductsQuery, useMostSoldProducts } from './useMostSoldProducts';
export {
  realtimeComparisonCount,
  realtimeComparisonsQuery,
  useRealtimeComparisons,
} from './useRealtimeComparisons';
export { customerReviewsQuery, useCustomerReviews } from './useCustomerReviews';
export { topViewedProductsQuery, useTopViewedProducts } from './useTopViewedProducts';
export { useCompanies } from './useCompanies';
export {
  connectedBuyersQuery,
  liveCounterInterval,
  quotesReceivedTodayQuery,
  useConnectedBuyers,
  useQuotesReceivedToday,
} from './useLiveCounters';
