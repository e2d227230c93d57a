// The home screen's data: categories, strips, companies and the live counters.
export { useMainCategories } from './useMainCategories';
export { useMostSoldProducts } from './useMostSoldProducts';
export { realtimeComparisonCount, useRealtimeComparisons } from './useRealtimeComparisons';
export { useCustomerReviews } from './useCustomerReviews';
export { useTopViewedProducts } from './useTopViewedProducts';
export { useCompanies } from './useCompanies';
export { liveCounterInterval, useConnectedBuyers, useQuotesReceivedToday } from './useLiveCounters';
