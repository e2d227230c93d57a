import type {
  BestSeller,
  CustomerReview,
  MainCategory,
  ProductAttribute,
  ProductDetail,
  ProductListItem,
  RealtimeComparison,
} from '@quotemarket/contract';

/** Data as the API sends it, for the app's page tests. */

export const category = (
  id: number,
  nameEn: string,
  nameKo: string,
  displayOrder: number,
): MainCategory => ({
  id,
  nameEn,
  nameKo,
  displayOrder,
  status: 'ACTIVE',
  image: null,
  productCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

export const categories: MainCategory[] = [
  category(1, 'Mobile Phones', '휴대폰', 1),
  category(2, 'Internet', '인터넷', 2),
  category(3, 'Water Purifier', '정수기', 3),
  category(7, 'Home Appliances', '생활가전', 4),
  category(8, 'Health/Beauty', '헬스/뷰티', 5),
];

export function bestSeller(
  id: number,
  name: string,
  categoryId1 = 1,
  categoryName1 = 'Mobile Phones',
): BestSeller {
  return { id, name, productImage: null, categoryId1, categoryName1 };
}

export function comparison(
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

export function review(ratingId: number, text: string): CustomerReview {
  return {
    ratingId,
    name: '강남 모바일',
    nickname: '김*수',
    userImageUrl: null,
    rating: 5,
    review: text,
  };
}

export function product(id: number, overrides: Partial<ProductListItem> = {}): ProductListItem {
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

export function page<Item>(list: Item[], totalElements = list.length) {
  return { list, totalElements, totalPages: Math.ceil(totalElements / 10) };
}

let nextAttributeId = 100;

export function inputAttribute(name: string, value: string, isBasic = false): ProductAttribute {
  return { id: nextAttributeId++, name, value, inputtype: 'INPUT', isBasic, optionValues: [] };
}

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

export function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
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
    isWishlisted: false,
    viewCount: 3,
    newsAgencyProperty: null,
    internetProperty: null,
    productType: null,
    attributes: [],
    ...overrides,
  };
}
