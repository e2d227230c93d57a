import {
  allCategoriesId,
  allCategoriesRouteName,
  categoryIdOfRouteName,
  categoryRouteNames,
  isMainCategoryId,
  type MainCategoryId,
  type QuoteKind,
  type TermsDocumentId,
} from '@quotemarket/contract';
import type { BiddingTarget } from '@quotemarket/hooks';

/**
 * The app's one route table. `routePatterns` are the router's paths (relative, as nested route
 * objects take them); `paths` builds the addresses of the same routes for links, redirects and
 * stored targets. A page never spells a path by hand.
 */
export const routePatterns = {
  categoryHome: 'product/home/:id/:nameEn',
  requestPage: 'request-page/:id/:nameEn',
  productDetail: 'request-details/:id/:nameEn/:itemId',
  store: 'store-information/:id',
  login: 'login',
  /** One static route per provider: `/naver-callback`, `/kakao-callback`, … */
  socialCallback: (provider: string) => `${provider}-callback`,
  mediaLogin: 'media-login',
  verificatePhone: 'verificate-phone',
  terms: 'terms/:termId',
  myNonmember: 'my-nonmember',
  serverError: 'server-error',
  unauthorized: 'unauthorized',
  tutorial: 'tutorial-page',
  quotationCheck: 'quotation-check',
  quotationInProgress: 'check-quotation-details/:quotationId/:productId',
  /** The buyer's conversation with the store that sent quote `:estimationId` (issue 43). */
  conversation: 'quotation-messages/:estimationId',
  selectedHistory: 'my-quote-request-history',
  notSelectedHistory: 'my-non-successful-bid-history',
  noticeList: 'notice-list',
  noticeDetail: 'notice-detail/:id',
  faq: 'faq',
  /** 1:1 문의: buyers and guests write to the operators, who answer by e-mail. */
  inquiry: 'inquiry',
  myReview: 'my-review',
  /** 신고 내역: the buyer's reports and their outcomes. */
  myReports: 'my-reports',
  /** The deep-link landing: `/branch?path=<in-app path>`, see `branchTargetParam`. */
  branch: 'branch',
  notificationSettings: 'notification-settings',
  myInfoEdit: 'my-info-edit',
  /** MY for a signed-in buyer: the profile, the menu and the logout. */
  myProfile: 'my-profile',
  /** The 견적서 of a deal (`:id` the quotation id): printable, shareable. */
  dealDocument: 'my-quote-history/:id/deal-document',
  /** A 견적서 opened with its share link: public, read-only; the token is its only key. */
  sharedDealDocument: 'deal-document',
} as const;

/**
 * The query parameter of `/branch` that carries the in-app path to open, e.g.
 * `/branch?path=%2Fstore-information%2F3`. Only a same-origin path of this app is followed.
 */
export const branchTargetParam = 'path';

/** The quote wizard of each main category (document 001); all take `/:id/:nameEn/:itemId`. */
export const biddingPagePatterns = {
  1: 'bidding-page/:id/:nameEn/:itemId',
  2: 'bidding-page-internet/:id/:nameEn/:itemId',
  3: 'bidding-page-water-purifier/:id/:nameEn/:itemId',
  7: 'bidding-page-home-appliances/:id/:nameEn/:itemId',
  8: 'bidding-page-health/:id/:nameEn/:itemId',
} as const satisfies Record<MainCategoryId, string>;

export const quoteDetailPatterns = {
  phone: 'quotation-details/:estimationId/:productId',
  internet: 'quotation-details-internet/:estimationId/:productId',
  rental: 'quotation-details-water-purifier/:estimationId/:productId',
} as const satisfies Record<QuoteKind, string>;

export const historyDetailPatterns = {
  phone: 'my-quote-history-details/:id/:sellerId',
  internet: 'my-quote-history-details-internet/:id/:sellerId',
  rental: 'my-quote-history-details-water-purifier/:id/:sellerId',
} as const satisfies Record<QuoteKind, string>;

type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The absolute address of `pattern`, each parameter encoded (category names have spaces). */
export function fillPattern<Pattern extends string>(
  pattern: Pattern,
  params: Record<ParamNames<Pattern>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return `/${pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])))}`;
}

/** Where every terms page lives (`/terms/:termId`), for the shell's rules about them. */
export const termsRoot = `/${routePatterns.terms.split('/')[0]}`;

export const paths = {
  home: () => '/',
  categoryHome: (id: number, nameEn: string) =>
    fillPattern(routePatterns.categoryHome, { id, nameEn }),
  /** '전체': every category's products. */
  allProducts: () => paths.categoryHome(allCategoriesId, allCategoriesRouteName),
  requestPage: (id: number, nameEn: string) =>
    fillPattern(routePatterns.requestPage, { id, nameEn }),
  productDetail: (categoryId: number, nameEn: string, itemId: number) =>
    fillPattern(routePatterns.productDetail, { id: categoryId, nameEn, itemId }),
  /** A seller's public store; `sellerId` is the seller's user id. */
  store: (sellerId: number) => fillPattern(routePatterns.store, { id: sellerId }),
  login: () => fillPattern(routePatterns.login, {}),
  socialCallback: (provider: string) => fillPattern(routePatterns.socialCallback(provider), {}),
  mediaLogin: () => fillPattern(routePatterns.mediaLogin, {}),
  verificatePhone: () => fillPattern(routePatterns.verificatePhone, {}),
  terms: (document: TermsDocumentId) => fillPattern(routePatterns.terms, { termId: document }),
  myNonmember: () => fillPattern(routePatterns.myNonmember, {}),
  tutorial: () => fillPattern(routePatterns.tutorial, {}),
  quotationCheck: () => fillPattern(routePatterns.quotationCheck, {}),
  /** One open request with its dealers' quotes. */
  quotationInProgress: (quotationId: number, productId: number) =>
    fillPattern(routePatterns.quotationInProgress, { quotationId, productId }),
  /** Asking the store that sent a quote, and reading its answers. */
  conversation: (estimationId: number) => fillPattern(routePatterns.conversation, { estimationId }),
  /** A dealer's quote, on the page of its kind (`quoteKindOfRequest` of the request's category). */
  quoteDetail: (kind: QuoteKind, estimationId: number, productId: number) =>
    fillPattern(quoteDetailPatterns[kind], { estimationId, productId }),
  /** The history's first tab: the quotes the buyer chose. */
  quoteHistory: () => fillPattern(routePatterns.selectedHistory, {}),
  /** The history's second tab: requests that ended without a choice, or are still open. */
  notSelectedHistory: () => fillPattern(routePatterns.notSelectedHistory, {}),
  /** A deal of the history (`quotationId` of the request), in its category's layout. */
  historyDetail: (kind: QuoteKind, quotationId: number, sellerId: number) =>
    fillPattern(historyDetailPatterns[kind], { id: quotationId, sellerId }),
  noticeList: () => fillPattern(routePatterns.noticeList, {}),
  noticeDetail: (noticeId: number) => fillPattern(routePatterns.noticeDetail, { id: noticeId }),
  faq: () => fillPattern(routePatterns.faq, {}),
  inquiry: () => fillPattern(routePatterns.inquiry, {}),
  /** The buyer's own reviews. */
  myReview: () => fillPattern(routePatterns.myReview, {}),
  /** 신고 내역: the buyer's reports and what the operators did about each. */
  myReports: () => fillPattern(routePatterns.myReports, {}),
  // Pages of a later issue (the MY area): the shell and the menus already lead to them.
  notificationSettings: () => fillPattern(routePatterns.notificationSettings, {}),
  /** MY > 내 정보 수정: nickname, email and the phone number (changed by verifying the new one). */
  myInfoEdit: () => fillPattern(routePatterns.myInfoEdit, {}),
  /** MY for a signed-in buyer (the MY tab leads here with a stored token). */
  myProfile: () => fillPattern(routePatterns.myProfile, {}),
  dealDocument: (quotationId: number) =>
    fillPattern(routePatterns.dealDocument, { id: quotationId }),
  sharedDealDocument: (token: string) =>
    `${fillPattern(routePatterns.sharedDealDocument, {})}?${new URLSearchParams({ token })}`,
  /** The deep-link landing that forwards to `target` (an in-app path such as '/store-information/3'). */
  branch: (target: string) =>
    `${fillPattern(routePatterns.branch, {})}?${new URLSearchParams({ [branchTargetParam]: target })}`,
  /**
   * The wizard a bidding target returns to, chosen by its category name; a name the routes do not
   * know (such as 'Health/Beauty') is resolved through the category id. Null when neither is known.
   */
  biddingPage: (target: Pick<BiddingTarget, 'categoryId' | 'categoryNameEn' | 'itemId'>) => {
    const categoryId =
      categoryIdOfRouteName(target.categoryNameEn) ??
      (isMainCategoryId(target.categoryId) ? target.categoryId : null);
    if (categoryId === null) return null;
    return fillPattern(biddingPagePatterns[categoryId], {
      id: target.categoryId,
      nameEn: categoryRouteNames[categoryId],
      itemId: target.itemId,
    });
  },
};
