import type {
  checkBiddingInProgress,
  Endpoint,
  EndpointQuery,
  FaqCategory,
  getBiddingProgress,
  getSellerStorePage,
  listBiddingQuestions,
  listBiddingQuestionsByCategory,
  listDealerApplications,
  listEstimationsByQuotation,
  listAdminNotices,
  listAdminProducts,
  listMarketRequests,
  listOperatorInquiries,
  listNotices,
  listPendingHistory,
  listProductsUnderCategory,
  listQuotationsAwaitingSelection,
  listReviewHistory,
  listSelectedHistory,
  listSellerDeals,
  listSellerEstimations,
  listSellerInbox,
  listSellerReviews,
  listAuditLog,
  listAdminDealers,
  listAdminReports,
  listReviewChecks,
} from '@quotemarket/contract';

/** A list query without its page: infinite queries page by themselves, so the page is not in the key. */
type Unpaged<Query> = Omit<Query, 'page' | 'size' | 'pageNo' | 'pageSize'>;
type ListQuery<E extends Endpoint> = Unpaged<EndpointQuery<E>>;

/**
 * Every query key comes from here, so an invalidation can name exactly what a mutation changed.
 * Keys are arrays that nest: invalidating `queryKeys.catalog.all` refreshes every catalog query,
 * `queryKeys.quotations.selectedHistory.all` every sort and search of the history list.
 */
export const queryKeys = {
  /**
   * The operator console's catalogue and content, under the console's `operator` prefix, so
   * signing an operator out drops them with the rest of the console's.
   */
  operatorCatalogue: {
    all: ['operator', 'catalogue'] as const,
    products: {
      all: () => [...queryKeys.operatorCatalogue.all, 'products'] as const,
      /** One page: the table pages on the server, so the page is part of the key. */
      page: (query: EndpointQuery<typeof listAdminProducts>) =>
        [...queryKeys.operatorCatalogue.products.all(), 'page', query] as const,
      detail: (id: number) =>
        [...queryKeys.operatorCatalogue.products.all(), 'detail', id] as const,
    },
    notices: {
      all: () => [...queryKeys.operatorCatalogue.all, 'notices'] as const,
      page: (query: EndpointQuery<typeof listAdminNotices>) =>
        [...queryKeys.operatorCatalogue.notices.all(), 'page', query] as const,
      detail: (id: number) => [...queryKeys.operatorCatalogue.notices.all(), 'detail', id] as const,
      preview: (id: number) =>
        [...queryKeys.operatorCatalogue.notices.all(), 'preview', id] as const,
    },
    /** The main categories with their sub-categories: the product form's choices. */
    categories: () => [...queryKeys.operatorCatalogue.all, 'categories'] as const,
    faqs: {
      all: () => [...queryKeys.operatorCatalogue.all, 'faqs'] as const,
      list: (category: FaqCategory | undefined) =>
        [...queryKeys.operatorCatalogue.faqs.all(), category ?? 'all'] as const,
    },
  },
  home: {
    all: ['home'] as const,
    mainCategories: () => [...queryKeys.home.all, 'main-categories'] as const,
    mostSold: () => [...queryKeys.home.all, 'most-sold'] as const,
    realtimeComparisons: () => [...queryKeys.home.all, 'realtime-comparisons'] as const,
    customerReviews: () => [...queryKeys.home.all, 'customer-reviews'] as const,
    topViewed: (categoryId?: number) => [...queryKeys.home.all, 'top-viewed', categoryId] as const,
    connectedBuyers: () => [...queryKeys.home.all, 'connected-buyers'] as const,
    quotesReceivedToday: (categoryId?: number) =>
      [...queryKeys.home.all, 'quotes-received-today', categoryId] as const,
    companies: () => [...queryKeys.home.all, 'companies'] as const,
  },
  company: {
    all: ['company'] as const,
    info: () => [...queryKeys.company.all, 'info'] as const,
  },
  catalog: {
    all: ['catalog'] as const,
    products: {
      all: () => [...queryKeys.catalog.all, 'products'] as const,
      /** Every product list, without the details: a detail refetch counts as a view. */
      lists: () => [...queryKeys.catalog.products.all(), 'list'] as const,
      list: (query: ListQuery<typeof listProductsUnderCategory>) =>
        [...queryKeys.catalog.products.lists(), query] as const,
      detail: (productId: number) =>
        [...queryKeys.catalog.products.all(), 'detail', productId] as const,
      /** Its market prices: apart from the detail, whose every fetch counts as a view. */
      marketPrices: (productId: number) =>
        [...queryKeys.catalog.products.all(), 'market-prices', productId] as const,
    },
    searchHistory: () => [...queryKeys.catalog.all, 'search-history'] as const,
    faqs: () => [...queryKeys.catalog.all, 'faqs'] as const,
    /** Every store page: a dealer's reply to a review changes how the store reads. */
    sellerStores: () => [...queryKeys.catalog.all, 'seller-store'] as const,
    sellerStore: (query: ListQuery<typeof getSellerStorePage>) =>
      [...queryKeys.catalog.sellerStores(), query] as const,
    notices: {
      all: () => [...queryKeys.catalog.all, 'notices'] as const,
      list: (query: ListQuery<typeof listNotices>) =>
        [...queryKeys.catalog.notices.all(), 'list', query] as const,
      detail: (noticeId: number) =>
        [...queryKeys.catalog.notices.all(), 'detail', noticeId] as const,
    },
  },
  auth: {
    all: ['auth'] as const,
    phoneVerification: () => [...queryKeys.auth.all, 'phone-verification'] as const,
    developmentSmsOutbox: (phone?: string) =>
      [...queryKeys.auth.all, 'development-sms-outbox', phone] as const,
  },
  push: {
    all: ['push'] as const,
    /** The server's VAPID public key for web push subscriptions. */
    webPublicKey: () => [...queryKeys.push.all, 'web-public-key'] as const,
  },
  users: {
    all: ['users'] as const,
    profile: () => [...queryKeys.users.all, 'profile'] as const,
    notificationSettings: () => [...queryKeys.users.all, 'notification-settings'] as const,
    /** 신고 내역: the buyer's reports and their outcomes. */
    reports: () => [...queryKeys.users.all, 'reports'] as const,
  },
  bidding: {
    all: ['bidding'] as const,
    questions: (query: EndpointQuery<typeof listBiddingQuestions>) =>
      [...queryKeys.bidding.all, 'questions', query] as const,
    questionsByCategory: (query: EndpointQuery<typeof listBiddingQuestionsByCategory>) =>
      [...queryKeys.bidding.all, 'questions-by-category', query] as const,
    /** Everything read from the buyer's unsent requests: saving, ending or sending one changes it. */
    drafts: {
      all: () => [...queryKeys.bidding.all, 'drafts'] as const,
      progress: (query: EndpointQuery<typeof getBiddingProgress>) =>
        [...queryKeys.bidding.drafts.all(), 'progress', query] as const,
      inProgress: (query: EndpointQuery<typeof checkBiddingInProgress>) =>
        [...queryKeys.bidding.drafts.all(), 'in-progress', query] as const,
      internetProgress: () => [...queryKeys.bidding.drafts.all(), 'internet-progress'] as const,
      internetInProgress: () =>
        [...queryKeys.bidding.drafts.all(), 'internet-in-progress'] as const,
    },
  },
  quotations: {
    all: ['quotations'] as const,
    selectedHistory: {
      all: () => [...queryKeys.quotations.all, 'selected-history'] as const,
      list: (query: ListQuery<typeof listSelectedHistory>) =>
        [...queryKeys.quotations.selectedHistory.all(), query] as const,
    },
    pendingHistory: {
      all: () => [...queryKeys.quotations.all, 'pending-history'] as const,
      list: (query: ListQuery<typeof listPendingHistory>) =>
        [...queryKeys.quotations.pendingHistory.all(), query] as const,
    },
    purchaseDetail: (quotationId: number) =>
      [...queryKeys.quotations.all, 'purchase-detail', quotationId] as const,
    /** The 견적서 of a selected request, with its live share link. */
    dealDocument: (quotationId: number) =>
      [...queryKeys.quotations.all, 'deal-document', quotationId] as const,
    /** A 견적서 opened through a share link (no login). */
    sharedDealDocument: (token: string) =>
      [...queryKeys.quotations.all, 'shared-deal-document', token] as const,
    estimationDetail: (estimationId: number) =>
      [...queryKeys.quotations.all, 'estimation-detail', estimationId] as const,
    marketPrice: (quotationId: number) =>
      [...queryKeys.quotations.all, 'market-price', quotationId] as const,
    awaitingSelection: {
      all: () => [...queryKeys.quotations.all, 'awaiting-selection'] as const,
      list: (query: ListQuery<typeof listQuotationsAwaitingSelection>) =>
        [...queryKeys.quotations.awaitingSelection.all(), query] as const,
    },
    /** The quotes of one request, every sort of them under `ofQuotation`. */
    estimations: {
      ofQuotation: (quotationId: number) =>
        [...queryKeys.quotations.all, 'estimations-by-quotation', quotationId] as const,
      list: ({ quotationId, ...query }: ListQuery<typeof listEstimationsByQuotation>) =>
        [...queryKeys.quotations.estimations.ofQuotation(quotationId), query] as const,
    },
    reviewHistory: {
      all: () => [...queryKeys.quotations.all, 'review-history'] as const,
      list: (query: ListQuery<typeof listReviewHistory>) =>
        [...queryKeys.quotations.reviewHistory.all(), query] as const,
    },
  },
  /** The buyer's conversations with the stores that quoted (issue 43) and their unread counts. */
  messages: {
    all: ['messages'] as const,
    /** Every loaded page of one quote's conversation, newest first. */
    conversation: (estimationId: number) =>
      [...queryKeys.messages.all, 'conversation', estimationId] as const,
    unread: () => [...queryKeys.messages.all, 'unread'] as const,
  },
  seller: {
    all: ['seller'] as const,
    profile: () => [...queryKeys.seller.all, 'profile'] as const,
    inbox: {
      all: () => [...queryKeys.seller.all, 'inbox'] as const,
      list: (query: ListQuery<typeof listSellerInbox>) =>
        [...queryKeys.seller.inbox.all(), query] as const,
    },
    quotation: (quotationId: number) =>
      [...queryKeys.seller.all, 'quotation', quotationId] as const,
    estimations: {
      all: () => [...queryKeys.seller.all, 'estimations'] as const,
      list: (query: ListQuery<typeof listSellerEstimations>) =>
        [...queryKeys.seller.estimations.all(), query] as const,
    },
    deals: (query: ListQuery<typeof listSellerDeals>) =>
      [...queryKeys.seller.all, 'deals', query] as const,
    dealDocument: (selectionId: number) =>
      [...queryKeys.seller.all, 'deal-document', selectionId] as const,
    reviews: (query: ListQuery<typeof listSellerReviews>) =>
      [...queryKeys.seller.all, 'reviews', query] as const,
    demoAccounts: () => [...queryKeys.seller.all, 'demo-accounts'] as const,
    /** The operators' warnings and notices the dealer has not acknowledged. */
    warnings: () => [...queryKeys.seller.all, 'warnings'] as const,
    /** The conversations with buyers about the dealer's quotes, and what is unread in them. */
    messages: {
      all: () => [...queryKeys.seller.all, 'messages'] as const,
      /** One quote's conversation, every page of it (it pages by its own `before` cursor). */
      conversation: (estimationId: number) =>
        [...queryKeys.seller.messages.all(), 'conversation', estimationId] as const,
      unread: () => [...queryKeys.seller.messages.all(), 'unread'] as const,
    },
  },
  /** 입점 신청 as the applicant follows it: the private status page and the password link. */
  dealerApplications: {
    all: ['dealer-applications'] as const,
    progress: (token: string) => [...queryKeys.dealerApplications.all, 'progress', token] as const,
    passwordLink: (token: string) =>
      [...queryKeys.dealerApplications.all, 'password-link', token] as const,
  },
  /** The operator console's: dropped whole when an operator signs in or out. */
  operator: {
    all: ['operator'] as const,
    me: () => [...queryKeys.operator.all, 'me'] as const,
    demoAccounts: () => [...queryKeys.operator.all, 'demo-accounts'] as const,
    enrolment: (token: string) => [...queryKeys.operator.all, 'enrolment', token] as const,
    auditLog: {
      all: () => [...queryKeys.operator.all, 'audit-log'] as const,
      /** One page of the log: the table pages on the server, so the page is part of the key. */
      page: (query: EndpointQuery<typeof listAuditLog>) =>
        [...queryKeys.operator.auditLog.all(), query] as const,
      /** The names its 운영자 filter offers. */
      operators: () => [...queryKeys.operator.auditLog.all(), 'operators'] as const,
    },
    operators: () => [...queryKeys.operator.all, 'operators'] as const,
    /** 입점 신청 as the operators review them. */
    dealerApplications: {
      all: () => [...queryKeys.operator.all, 'dealer-applications'] as const,
      page: (query: EndpointQuery<typeof listDealerApplications>) =>
        [...queryKeys.operator.dealerApplications.all(), 'page', query] as const,
      detail: (id: number) =>
        [...queryKeys.operator.dealerApplications.all(), 'detail', id] as const,
    },
    /** Keeping the market honest: dealers, buyers' reports and reviews dealers asked to check. */
    enforcement: {
      all: () => [...queryKeys.operator.all, 'enforcement'] as const,
      dealers: {
        all: () => [...queryKeys.operator.enforcement.all(), 'dealers'] as const,
        page: (query: EndpointQuery<typeof listAdminDealers>) =>
          [...queryKeys.operator.enforcement.dealers.all(), 'page', query] as const,
        detail: (id: number) =>
          [...queryKeys.operator.enforcement.dealers.all(), 'detail', id] as const,
      },
      reports: {
        all: () => [...queryKeys.operator.enforcement.all(), 'reports'] as const,
        page: (query: EndpointQuery<typeof listAdminReports>) =>
          [...queryKeys.operator.enforcement.reports.all(), 'page', query] as const,
        detail: (id: number) =>
          [...queryKeys.operator.enforcement.reports.all(), 'detail', id] as const,
      },
      reviewChecks: {
        all: () => [...queryKeys.operator.enforcement.all(), 'review-checks'] as const,
        page: (query: EndpointQuery<typeof listReviewChecks>) =>
          [...queryKeys.operator.enforcement.reviewChecks.all(), 'page', query] as const,
      },
    },
    /** The market pages: the dashboard, the request browser and the 1:1 문의 queue. */
    market: {
      all: () => [...queryKeys.operator.all, 'market'] as const,
      dashboard: () => [...queryKeys.operator.market.all(), 'dashboard'] as const,
      requests: {
        all: () => [...queryKeys.operator.market.all(), 'requests'] as const,
        /** One page of a search: the server pages, so the page is part of the key. */
        page: (query: EndpointQuery<typeof listMarketRequests>) =>
          [...queryKeys.operator.market.requests.all(), query] as const,
      },
      request: (quotationId: number) =>
        [...queryKeys.operator.market.all(), 'request', quotationId] as const,
      inquiries: {
        all: () => [...queryKeys.operator.market.all(), 'inquiries'] as const,
        page: (query: EndpointQuery<typeof listOperatorInquiries>) =>
          [...queryKeys.operator.market.inquiries.all(), query] as const,
      },
    },
  },
};
