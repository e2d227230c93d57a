import type { ProductDetail } from '@quotemarket/contract';

/** A product detail as the API sends it, shared by the detail and wishlist tests. */
export const productDetail: ProductDetail = {
  id: 12,
  name: '갤럭시 S25',
  brand: '삼성',
  image: null,
  price: 1_155_000,
  rentalFee: null,
  shipmentDate: null,
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
};
