import type {
  MarketDashboard,
  MarketRequestDetail,
  MarketRequestListItem,
  OperatorInquiry,
} from '../operator';

/** Thirty days of a small market: 2026-11-07 … 2026-12-06, phones and rentals. */
export function marketDashboard(overrides: Partial<MarketDashboard> = {}): MarketDashboard {
  const categories = [
    { id: 1, name: '휴대폰' },
    { id: 7, name: '렌탈' },
  ];
  const firstDay = Date.UTC(2026, 10, 7);
  const requestsByDay = Array.from({ length: 30 }, (_, index) => {
    const phones = index % 3;
    const rentals = index % 2;
    return {
      date: new Date(firstDay + index * 86_400_000).toISOString().slice(0, 10),
      total: phones + rentals,
      byCategory: [
        { categoryId: 1, count: phones },
        { categoryId: 7, count: rentals },
      ],
    };
  });
  return {
    from: '2026-11-07',
    to: '2026-12-06',
    categories,
    requestsByDay,
    requests: 44,
    bids: 110,
    bidsPerRequest: 2.5,
    firstBidMinutes: { median: 42.5, p90: 180 },
    endedRequests: 40,
    selectedRequests: 18,
    selectionShare: 0.45,
    activeDealers: 12,
    allInCostByModel: [
      {
        productId: 11,
        productName: '갤럭시 S26',
        categoryName: '휴대폰',
        bids: 60,
        medianAllInCost: 1_320_000,
      },
      {
        productId: 31,
        productName: '코웨이 아이콘 정수기',
        categoryName: '렌탈',
        bids: 20,
        medianAllInCost: 1_508_400,
      },
    ],
    ...overrides,
  };
}

export function marketRequestListItem(
  id: number,
  overrides: Partial<MarketRequestListItem> = {},
): MarketRequestListItem {
  return {
    id,
    status: 'OPEN',
    isOpen: true,
    categoryName: '휴대폰',
    productName: '갤럭시 S26',
    buyerPhone: '010-****-1234',
    bidCount: 2,
    hasSelection: false,
    submittedAt: '2026-12-05T01:00:00.000Z',
    deadlineAt: '2026-12-07T01:00:00.000Z',
    ...overrides,
  };
}

export function marketRequestDetail(
  id: number,
  overrides: Partial<MarketRequestDetail> = {},
): MarketRequestDetail {
  return {
    request: marketRequestListItem(id),
    buyer: { id: 5, name: '김*현', phone: '010-****-1234', withdrawn: false },
    bids: [
      {
        id: 21,
        sellerId: 2,
        storeName: '강남 모바일',
        status: 'ACTIVE',
        allInCost: 1_250_000,
        allInMonths: 24,
        submittedAt: '2026-12-05T01:30:00.000Z',
        withdrawnAt: null,
      },
      {
        id: 22,
        sellerId: 3,
        storeName: '역삼 폰마트',
        status: 'ACTIVE',
        allInCost: 1_310_000,
        allInMonths: 24,
        submittedAt: '2026-12-05T02:10:00.000Z',
        withdrawnAt: null,
      },
    ],
    selection: null,
    consents: [
      {
        term: 'PRIVACY',
        version: '2026-11-01',
        agreedAt: '2026-11-20T03:00:00.000Z',
        withdrawnAt: null,
      },
    ],
    events: [
      { kind: 'submitted', at: '2026-12-05T01:00:00.000Z', detail: '' },
      { kind: 'bid', at: '2026-12-05T01:30:00.000Z', detail: '강남 모바일' },
      { kind: 'bid', at: '2026-12-05T02:10:00.000Z', detail: '역삼 폰마트' },
    ],
    ...overrides,
  };
}

export function operatorInquiry(
  id: number,
  overrides: Partial<OperatorInquiry> = {},
): OperatorInquiry {
  return {
    id,
    category: 'purchase',
    message: '견적을 골랐는데 판매점 연락이 없어요.',
    replyEmail: 'buyer@example.com',
    status: 'received',
    createdAt: '2026-12-05T03:00:00.000Z',
    answeredAt: null,
    answeredBy: null,
    answerNote: null,
    ...overrides,
  };
}
