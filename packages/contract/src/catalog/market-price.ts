import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { idParam, won } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';
import { marketPriceMinDeals, marketPriceWindowDays } from '../domain';

/** The market price of one product (for phones one storage, carrier and 가입 유형). */
export const marketPriceSchema = lazySchema(() =>
  z
    .object({
      medianAllInCost: won.check(
        z.describe(
          `최근 ${marketPriceWindowDays}일 동안 선택된 견적의 총 비용 중간값 (원 단위 반올림)`,
        ),
      ),
      dealCount: z
        .int()
        .check(
          z.minimum(marketPriceMinDeals),
          z.describe(`중간값을 낸 거래 수 (${marketPriceMinDeals}건 이상일 때만 보여요)`),
        ),
    })
    .register(z.globalRegistry, { id: 'MarketPrice' }),
);
export type MarketPrice = z.infer<typeof marketPriceSchema>;

export const productMarketPricesSchema = lazySchema(() =>
  z
    .object({
      variants: z
        .array(
          z.extend(marketPriceSchema, {
            storage: z.nullable(z.string()).check(z.describe('휴대폰: 저장 용량')),
            carrier: z.nullable(z.string()).check(z.describe('휴대폰: 통신사')),
            joinType: z.nullable(z.string()).check(z.describe('휴대폰: 가입 유형')),
          }),
        )
        .check(
          z.describe(
            `거래가 ${marketPriceMinDeals}건 이상인 조합만, 거래가 많은 순서로 (없으면 빈 배열)`,
          ),
        ),
    })
    .register(z.globalRegistry, { id: 'ProductMarketPrices' }),
);
export type ProductMarketPrices = z.infer<typeof productMarketPricesSchema>;

export const getProductMarketPrices = defineEndpoint({
  method: 'GET',
  path: '/v2/products/:id/market-prices',
  summary: `상품의 실거래 중간값: 최근 ${marketPriceWindowDays}일 선택된 견적의 총 비용 중간값 (휴대폰은 저장 용량·통신사·가입 유형별)`,
  tags: ['products'],
  params: idParam,
  response: productMarketPricesSchema,
});

export const quotationMarketPriceSchema = lazySchema(() =>
  z
    .object({
      marketPrice: z
        .nullable(marketPriceSchema)
        .check(z.describe(`같은 조건의 거래가 ${marketPriceMinDeals}건보다 적으면 null`)),
    })
    .register(z.globalRegistry, { id: 'QuotationMarketPrice' }),
);
export type QuotationMarketPrice = z.infer<typeof quotationMarketPriceSchema>;

export const getQuotationMarketPrice = defineEndpoint({
  method: 'GET',
  path: '/v2/quotation-list/quotations/:id/market-price',
  summary: '내 견적 요청과 같은 조건(상품, 휴대폰은 저장 용량·통신사·가입 유형)의 실거래 중간값',
  tags: ['quotations'],
  auth: 'buyer',
  params: idParam,
  response: quotationMarketPriceSchema,
});
