import { z } from 'zod/mini';
import { attributeInputTypes, defaultProductSort, productSortOptions } from '../domain';
import { defineEndpoint } from '../core/endpoint';
import {
  idParam,
  mainCategoryFilter,
  pagedList,
  pageNoQuery,
  recordId,
  recordIdText,
  won,
} from '../core/paging';
import { maxSearchValueLength } from './search-history';
import { lazySchema } from '../core/lazy-schema';

const id = recordId;

export const productOptionValueSchema = lazySchema(() =>
  z
    .object({
      id,
      value: z.string(),
      colorHex: z
        .nullable(z.string())
        .check(z.describe('색상 옵션의 견본 색 (#rrggbb), 그 밖에는 null')),
    })
    .register(z.globalRegistry, { id: 'ProductOptionValue' }),
);

export const productAttributeSchema = lazySchema(() =>
  z
    .object({
      id,
      name: z.string().check(z.describe('속성 이름 (예: 색상, 저장 용량, 모델명)')),
      value: z.nullable(z.string()),
      inputtype: z
        .enum(attributeInputTypes)
        .check(z.describe('INPUT: 값 하나, OPTION: 고를 수 있는 값들')),
      isBasic: z
        .boolean()
        .check(z.describe('기본 속성 (상품명, 모델명, 가격 …)은 상세 목록에 보이지 않음')),
      optionValues: z.array(productOptionValueSchema),
    })
    .register(z.globalRegistry, { id: 'ProductAttribute' }),
);

/** Fields an internet plan is identified by; null for every other product. */
const internetFields = {
  newsAgencyProperty: lazySchema(() =>
    z.nullable(z.string()).check(z.describe('인터넷 상품의 통신사')),
  ),
  internetProperty: lazySchema(() =>
    z.nullable(z.string()).check(z.describe('인터넷 상품의 속도 (예: 500MB)')),
  ),
  productType: lazySchema(() =>
    z.nullable(z.string()).check(z.describe('인터넷 상품 구성 (예: 인터넷+TV)')),
  ),
};

export const productListItemSchema = lazySchema(() =>
  z
    .object({
      id,
      productImage: z.nullable(z.string()),
      productName: z.string(),
      price: won,
      rentalFee: z.nullable(won),
      brandName: z.string(),
      attributes: z.array(productAttributeSchema),
      isWishlisted: z.boolean(),
      mainCategoryId: id.check(
        z.describe('상품이 속한 메인 카테고리 id (전체 목록에서도 가격 줄과 상세 경로를 정함)'),
      ),
      categoryPath: z
        .string()
        .check(
          z.describe('메인 카테고리 > 하위 카테고리 (예: 휴대폰 > 삼성 갤럭시), 보여주기 전용'),
        ),
      isActive: z.boolean(),
      dateOfShipment: z.nullable(z.iso.date()),
      ...internetFields,
    })
    .register(z.globalRegistry, { id: 'ProductListItem' }),
);

export type ProductListItem = z.infer<typeof productListItemSchema>;
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

export const productsUnderCategoryQuery = lazySchema(() =>
  z.extend(pageNoQuery, {
    mainCategoryId: mainCategoryFilter,
    productName: z
      .optional(z.string().check(z.trim(), z.maxLength(maxSearchValueLength)))
      .check(z.describe('상품명·브랜드·모델명에서 찾을 검색어 (대소문자 무시)')),
    sortBy: z._default(z.enum(productSortOptions), defaultProductSort),
    useSorting: z
      ._default(z.stringbool(), true)
      .check(z.describe('false이면 sortBy 대신 기본 정렬 (최신순)')),
  }),
);

export const listProductsUnderCategory = defineEndpoint({
  method: 'GET',
  path: '/v2/home/get-ab-products-under-category',
  summary: '카테고리 홈의 상품 목록 (검색·정렬·페이지; 읽기만 하고 검색 기록은 따로 저장)',
  tags: ['products'],
  auth: 'optional',
  query: productsUnderCategoryQuery,
  response: lazySchema(() => pagedList(productListItemSchema)),
});

/** One photo of a product: buyers see them in order, the first in every list. */
export const productImageSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      url: z.string(),
      width: z
        .nullable(z.int().check(z.positive()))
        .check(z.describe('픽셀; 업로드 기능 이전의 사진(예: SVG 일러스트)은 null')),
      height: z.nullable(z.int().check(z.positive())),
    })
    .register(z.globalRegistry, { id: 'ProductImage' }),
);
export type ProductImage = z.infer<typeof productImageSchema>;

export const productDetailSchema = lazySchema(() =>
  z
    .object({
      id,
      name: z.string(),
      brand: z.string(),
      image: z.nullable(z.string()),
      price: won,
      rentalFee: z.nullable(won),
      shipmentDate: z.nullable(z.iso.date()),
      detailImageUrl: z.nullable(z.string()),
      specDetailUrl: z.nullable(z.string()),
      modelNumber: z.nullable(z.string()),
      categoryId1: id,
      categoryId2: z.nullable(id),
      categoryNameEn: z.string().check(z.describe('메인 카테고리의 영문 이름 (라우트용)')),
      categoryNameKo: z.string(),
      subCategoryNameKo: z
        .nullable(z.string())
        .check(z.describe('세부 분류의 이름 (예: 냉온정수기), 보여주기 전용; 없으면 null')),
      isWishlisted: z.boolean(),
      viewCount: z.int().check(z.nonnegative()),
      ...internetFields,
      attributes: z.array(productAttributeSchema),
      images: z
        .array(productImageSchema)
        .check(z.describe('보일 순서대로; 첫 사진이 image와 같음')),
    })
    .register(z.globalRegistry, { id: 'ProductDetail' }),
);

export type ProductDetail = z.infer<typeof productDetailSchema>;

export const getProductDetail = defineEndpoint({
  method: 'GET',
  path: '/v2/products/:id',
  summary: '상품 상세 (조회할 때마다 조회수가 1 늘어남)',
  tags: ['products'],
  auth: 'optional',
  params: idParam,
  response: productDetailSchema,
});

export const toggleWishlist = defineEndpoint({
  method: 'POST',
  path: '/home/wishlist/toggle',
  summary: '찜하기 전환 (찜한 상품이면 해제, 아니면 찜)',
  tags: ['products'],
  auth: 'buyer',
  query: lazySchema(() => z.object({ productId: recordIdText })),
  response: lazySchema(() =>
    z
      .object({ productId: id, isWishlisted: z.boolean() })
      .register(z.globalRegistry, { id: 'WishlistState' }),
  ),
});
