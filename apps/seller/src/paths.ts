/**
 * The console's one route table. The router runs under the `/seller` basename, so these are the
 * paths inside the console; `paths` builds the same addresses for links and redirects, and a page
 * never spells one by hand.
 */
export const routePatterns = {
  inbox: '',
  login: 'login',
  request: 'requests/:quotationId',
  bids: 'bids',
  deals: 'deals',
  /** The 견적서 of a won deal (`:selectionId`), the document the buyer holds. */
  dealDocument: 'deals/:selectionId/deal-document',
  reviews: 'reviews',
  store: 'store',
  apply: 'apply',
  applyStatus: 'apply/status',
  setPassword: 'set-password',
} as const;

/**
 * The search parameter that says which side of the dealer's quote a request page shows: the quote
 * itself (by default) or the conversation with the buyer about it.
 */
export const requestViewParam = 'view';
export const requestViews = { estimation: 'estimation', messages: 'messages' } as const;
export type RequestView = (typeof requestViews)[keyof typeof requestViews];

export const paths = {
  inbox: () => '/',
  login: () => '/login',
  request: (quotationId: number) => `/requests/${quotationId}`,
  /** The same request with the conversation with its buyer open beside it. */
  requestMessages: (quotationId: number) =>
    `/requests/${quotationId}?${requestViewParam}=${requestViews.messages}`,
  bids: () => '/bids',
  deals: () => '/deals',
  dealDocument: (selectionId: number) => `/deals/${selectionId}/deal-document`,
  reviews: () => '/reviews',
  store: () => '/store',
  apply: () => '/apply',
  /** The applicant's private status page: the token is its only key. */
  applyStatus: (token: string) => `/apply/status?token=${encodeURIComponent(token)}`,
  setPassword: (token: string) => `/set-password?token=${encodeURIComponent(token)}`,
};

/** Where the server mounts the console (the router's basename). */
export const consoleBasename = '/seller';

/** The buyer app's public store page, where buyers read this store's reviews and replies. */
export function publicStorePageUrl(sellerId: number): string {
  return `/store-information/${sellerId}`;
}
