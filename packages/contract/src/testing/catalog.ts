// The catalogue's and the home's answers as the API sends them: the five main categories,
// products (a list item, a detail and its attributes), best sellers, comparisons and reviews.
import type {
  BestSeller,
  CustomerReview,
  MainCategory,
  ProductAttribute,
  ProductDetail,
  ProductListItem,
  RealtimeComparison,
} from '../index';

export function mainCategory(
  id: number,
  nameEn: string,
  nameKo: string,
  displayOrder: number,
): MainCategory {
  return {
    id,
    nameEn,
    nameKo,
    displayOrder,
    status: 'ACTIVE',
    image: null,
    productCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

/** The five main categories, in the order the home shows them. */
export const mainCategories: MainCategory[] = [
  mainCategory(1, 'Mobile Phones', '휴대폰', 1),
  mainCategory(2, 'Internet', '인터넷', 2),
  mainCategory(3, 'Water Purifier', '정수기', 3),
  mainCategory(7, 'Home Appliances', '생활가전', 4),
  mainCategory(8, 'Health/Beauty', '헬스/뷰티', 5),
];

export function bestSeller(
  id: number,
  name: string,
  categoryId1 = 1,
  categoryName1 = 'Mobile Phones',
): BestSeller {
  return { id, name, productImage: null, categoryId1, categoryName1 };
}

/** A buyer's latest request with two quotes, as the home's live comparison shows it. */
export function realtimeComparison(
  name: string,
  productName: string,
  categoryId = 1,
  supportFunds: readonly [number, number] = [300_000, 450_000],
): RealtimeComparison {
  return {
    name,
    categoryId,
    product: {
      imageUrl: null,
      productName,
      modelNumber: null,
      estimations: [
        { monthlyFee: 55_000, supportFund: supportFunds[0] },
        { monthlyFee: 49_000, supportFund: supportFunds[1] },
      ],
    },
  };
}

/** A buyer's review of 강남 모바일, in the home's review strip. */
export function customerReview(ratingId: number, text: string): CustomerReview {
  return {
    ratingId,
    name: '강남 모바일',
    nickname: '김*수',
    userImageUrl: null,
    rating: 5,
    review: text,
  };
}

/** A phone in a category's list: `갤럭시 S<id>`. */
export function productListItem(
  id: number,
  overrides: Partial<ProductListItem> = {},
): ProductListItem {
  return {
    id,
    productImage: null,
    productName: `갤럭시 S${id}`,
    price: 1_200_000,
    rentalFee: null,
    brandName: '삼성',
    attributes: [],
    isWishlisted: false,
    mainCategoryId: 1,
    categoryPath: '휴대폰 > 삼성 갤럭시',
    isActive: true,
    dateOfShipment: null,
    newsAgencyProperty: null,
    internetProperty: null,
    productType: null,
    ...overrides,
  };
}

/** Product 12, a 갤럭시 S25, as its detail page reads it. */
export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 12,
    name: '갤럭시 S25',
    brand: '삼성전자',
    image: null,
    price: 1_155_000,
    rentalFee: null,
    shipmentDate: '2025-02-07',
    detailImageUrl: null,
    specDetailUrl: null,
    modelNumber: 'SM-S931N',
    categoryId1: 1,
    categoryId2: null,
    categoryNameEn: 'Mobile Phones',
    categoryNameKo: '휴대폰',
    subCategoryNameKo: null,
    isWishlisted: false,
    viewCount: 3,
    newsAgencyProperty: null,
    internetProperty: null,
    productType: null,
    attributes: [],
    images: [],
    ...overrides,
  };
}

let nextAttributeId = 100;

/** A product attribute the detail shows as text (`isBasic`: among the first lines). */
export function inputAttribute(name: string, value: string, isBasic = false): ProductAttribute {
  return { id: nextAttributeId++, name, value, inputtype: 'INPUT', isBasic, optionValues: [] };
}

/** A product attribute the buyer chooses from; `[value, colorHex]` for a colour. */
export function optionAttribute(
  name: string,
  values: Array<string | [string, string]>,
): ProductAttribute {
  return {
    id: nextAttributeId++,
    name,
    value: null,
    inputtype: 'OPTION',
    isBasic: false,
    optionValues: values.map((value) => ({
      id: nextAttributeId++,
      value: typeof value === 'string' ? value : value[0],
      colorHex: typeof value === 'string' ? null : value[1],
    })),
  };
}
