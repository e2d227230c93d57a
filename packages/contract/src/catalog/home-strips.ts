import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { mainCategoryFilter, pagedList, pageNoQuery, recordId, won } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

const id = recordId;
/** 0 or absent means every main category. */
const categoryFilter = lazySchema(() => z.object({ categoryId: mainCategoryFilter }));

export const bestSellerSchema = lazySchema(() =>
  z
    .object({
      id,
      name: z.string(),
      productImage: z.nullable(z.string()),
      categoryId1: id,
      categoryName1: z
        .string()
        .check(z.describe('메인 카테고리의 영문 이름 (상세 페이지 라우트용)')),
    })
    .register(z.globalRegistry, { id: 'BestSeller' }),
);

export const listMostSoldProducts = defineEndpoint({
  method: 'GET',
  path: '/home/products/most-sold',
  summary:
    '월간 베스트 (최근 30일 견적 요청이 많은 순, 같으면 누적 요청 순, 10개; 인터넷 상품 제외)',
  tags: ['home'],
  response: lazySchema(() => z.array(bestSellerSchema)),
});

export const realtimeComparisonSchema = lazySchema(() =>
  z
    .object({
      name: z.string().check(z.describe('구매자 이름 (가운데를 가린, 최대 6자)')),
      categoryId: z
        .number()
        .check(
          z.int(),
          z.positive(),
          z.describe('견적 요청의 주 카테고리 (인터넷이면 supportFund는 현금 사은품)'),
        ),
      product: z.object({
        imageUrl: z.nullable(z.string()),
        productName: z.string(),
        modelNumber: z.nullable(z.string()),
        estimations: z.array(
          z.object({
            monthlyFee: won.check(
              z.describe('월 납부액: 할부금+통신요금, 결합 후 요금 또는 렌탈료'),
            ),
            supportFund: won.check(z.describe('지원금: 공시지원금+추가지원금 또는 현금 사은품')),
          }),
        ),
      }),
    })
    .register(z.globalRegistry, { id: 'RealtimeComparison' }),
);

export const listRealtimeComparisons = defineEndpoint({
  method: 'GET',
  path: '/home/product-recent/estimations',
  summary: '실시간 견적 비교 (견적이 달린 최근 견적 요청, 최신순)',
  tags: ['home'],
  query: pageNoQuery,
  response: lazySchema(() => pagedList(realtimeComparisonSchema)),
});

export const customerReviewSchema = lazySchema(() =>
  z
    .object({
      ratingId: id,
      name: z.string().check(z.describe('매장 이름')),
      nickname: z.string().check(z.describe('구매자 이름 (가운데를 가림)')),
      userImageUrl: z.nullable(z.string()),
      rating: z.int().check(z.minimum(1), z.maximum(5)),
      review: z.string(),
    })
    .register(z.globalRegistry, { id: 'CustomerReview' }),
);

export const listCustomerReviews = defineEndpoint({
  method: 'GET',
  path: '/home/ratings/products',
  summary: '고객 후기 (모든 매장, 최신순)',
  tags: ['home'],
  query: pageNoQuery,
  response: lazySchema(() => pagedList(customerReviewSchema)),
});

export const topViewedProductSchema = lazySchema(() =>
  z
    .object({
      id,
      name: z.string(),
      productImage: z.nullable(z.string()),
      viewCount: z.int().check(z.nonnegative()),
    })
    .register(z.globalRegistry, { id: 'TopViewedProduct' }),
);

export const listTopViewedProducts = defineEndpoint({
  method: 'GET',
  path: '/home/products/top-viewed',
  summary: '고객이 많이 찾는 상품 5개 (조회수 순)',
  tags: ['home'],
  query: categoryFilter,
  response: lazySchema(() => z.array(topViewedProductSchema)),
});

const countSchema = lazySchema(() => z.object({ count: z.int().check(z.nonnegative()) }));

export const countConnectedBuyers = defineEndpoint({
  method: 'GET',
  path: '/v2/home/ab-logged-in-count',
  summary: '지금 접속 중인 구매자 수 (최근 5분 안에 활동)',
  tags: ['home'],
  response: countSchema,
});

/**
 * The live counter of buyers online is shown only from this many: '지금 접속 중 1명' (the viewer
 * alone) reads as an empty shop rather than a busy one, so below it the counter is left out.
 */
export const connectedBuyersShownFrom = 10;

/** Whether the category home shows the '지금 접속 중' counter for this count. */
export function showsConnectedBuyers(count: number | null | undefined): boolean {
  return count !== null && count !== undefined && count >= connectedBuyersShownFrom;
}

export const countQuotesReceivedToday = defineEndpoint({
  method: 'GET',
  path: '/v2/home/quotes/ab-received-on-date',
  summary: '오늘 (한국 시간) 접수된 견적 요청 수',
  tags: ['home'],
  query: categoryFilter,
  response: countSchema,
});

export const companyKinds = ['CARRIER', 'MAKER'] as const;
export type CompanyKind = (typeof companyKinds)[number];

export const companySchema = lazySchema(() =>
  z
    .object({ id, name: z.string(), kind: z.enum(companyKinds), logo: z.nullable(z.string()) })
    .register(z.globalRegistry, { id: 'Company' }),
);

export const listCompanies = defineEndpoint({
  method: 'GET',
  path: '/home/company-list',
  summary: '통신사와 제조사 목록',
  tags: ['home'],
  response: lazySchema(() => z.array(companySchema)),
});

export type BestSeller = z.infer<typeof bestSellerSchema>;
export type RealtimeComparison = z.infer<typeof realtimeComparisonSchema>;
export type CustomerReview = z.infer<typeof customerReviewSchema>;
export type TopViewedProduct = z.infer<typeof topViewedProductSchema>;
export type Company = z.infer<typeof companySchema>;
