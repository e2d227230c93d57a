/**
 * Addresses of the buyer app that the server hands out: where tapping a push notification leads.
 * The app's route table (apps/app/src/paths.ts) stays the one source of its routes; these builders
 * spell the same addresses for the API, which cannot import the app, and the app's test of its
 * paths holds the two equal.
 */
export const inAppPaths = {
  /** One open request with its dealers' quotes (the app's `paths.quotationInProgress`). */
  quotationInProgress: (quotationId: number, productId: number) =>
    `/check-quotation-details/${quotationId}/${productId}`,
  /** A store's public page with its reviews and their replies (the app's `paths.store`). */
  store: (sellerId: number) => `/store-information/${sellerId}`,
  /** The buyer's own reviews (the app's `paths.myReview`). */
  reviewHistory: '/my-review',
  /** The buyer's reports and their outcomes, 신고 내역 (the app's `paths.myReports`). */
  myReports: '/my-reports',
} as const;
