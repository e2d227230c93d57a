import {
  allCategoriesId,
  allCategoriesRouteName,
  categoryIdOfRouteName,
  categoryRouteNames,
  isMainCategoryId,
  type MainCategoryId,
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
} as const;

/** The quote wizard of each main category (document 001); all take `/:id/:nameEn/:itemId`. */
const biddingPagePatterns = {
  1: 'bidding-page/:id/:nameEn/:itemId',
  2: 'bidding-page-internet/:id/:nameEn/:itemId',
  3: 'bidding-page-water-purifier/:id/:nameEn/:itemId',
  7: 'bidding-page-home-appliances/:id/:nameEn/:itemId',
  8: 'bidding-page-health/:id/:nameEn/:itemId',
} as const satisfies Record<MainCategoryId, string>;

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
  // Pages of later documents: the shell and the menus already lead to them.
  quotationCheck: () => '/quotation-check',
  quoteHistory: () => '/my-quote-request-history',
  myProfile: () => '/my-profile',
  tutorial: () => '/tutorial-page',
  noticeList: () => '/notice-list',
  faq: () => '/faq',
  notificationSettings: () => '/notification-settings',
  branch: () => '/branch',
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
