import type { NoticeCategory } from '@quotemarket/contract';

/**
 * Shapes of the demo catalogue. The seed maps them onto the database tables; keeping them apart
 * from the schema lets the content be read and reviewed as plain Korean data.
 */

/** Main category ids of the spec: 1 phones, 2 internet, 3 water purifier, 7 appliances, 8 health. */
export type MainCategoryId = 1 | 2 | 3 | 7 | 8;

export interface SeedSubCategory {
  id: number;
  parentId: MainCategoryId;
  nameKo: string;
  nameEn: string;
}

export interface SeedOptionValue {
  value: string;
  /** Only for Color: the swatch colour, `#rrggbb`. */
  colorHex?: string;
}

export interface SeedAttribute {
  /** Korean attribute name as the UI shows it, e.g. '색상', '저장 용량', '모델명', '용량', '화면 크기'. */
  name: string;
  /** INPUT attributes carry one value; OPTION attributes offer choices the buyer picks from. */
  inputType: 'INPUT' | 'OPTION';
  /** Basic attributes (model number, product name, price, spec URL) are not listed on the detail page. */
  isBasic: boolean;
  value?: string;
  options?: SeedOptionValue[];
}

export interface SeedProduct {
  /** Stable key, also the SVG file name under seed-assets/products/<key>.svg. */
  key: string;
  categoryId1: MainCategoryId;
  categoryId2?: number;
  name: string;
  brand: string;
  modelNumber: string;
  /** Release price (출고가) in won; phones and appliances sold outright. */
  price: number;
  /** Monthly rental fee in won, for water purifiers, appliances on rental and health/beauty. */
  rentalFee?: number;
  /** ISO date (YYYY-MM-DD) of release/shipment. */
  shipmentDate: string;
  /** How many times it was viewed, for the "most viewed" sort and top-five list. */
  viewCount: number;
  attributes: SeedAttribute[];
}

export interface SeedInternetProduct {
  key: string;
  /** Carrier: 'SK브로드밴드' | 'KT' | 'LG U+'. */
  newsAgencyProperty: string;
  /** Speed: '100MB' | '500MB' | '1GB'. */
  internetProperty: string;
  /** Product set: '인터넷 단독' | '인터넷+TV' | '인터넷+TV+집전화'. */
  productType: string;
  /** Typical monthly fee in won (for display/sorting). */
  price: number;
  viewCount: number;
}

export interface SeedSeller {
  /** Login email of the dealer console, e.g. 'gangnam@dealer.quotemarket.kr'. */
  email: string;
  storeName: string;
  /** Owner's first name (given name only, Korean), e.g. '민수'. */
  firstName: string;
  /** The owner's full name as the 사업자등록증 gives it (대표자), e.g. '김민수'. */
  representative: string;
  /** 사업자등록번호 with a valid check digit, written 123-45-67890. */
  businessNumber: string;
  /** Korean mobile number, digits only, 11 digits starting 010. */
  phone: string;
  /** Address line, e.g. '서울 강남구 테헤란로 123'. */
  address: string;
  /** Main category ids this dealer answers requests for. */
  categories: MainCategoryId[];
  /** Short Korean introduction shown on the store page. */
  introduction: string;
}

export interface SeedReview {
  /** Index into seedSellers. */
  sellerIndex: number;
  /** Key of a SeedProduct (or SeedInternetProduct) the deal was about. */
  productKey: string;
  /** The buyer's name (common surnames; shown masked, e.g. 김*현). */
  buyerName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** Natural Korean review text, 20–120 characters. */
  review: string;
  /** Days before "now" the review was written (0–120). */
  daysAgo: number;
}

export interface SeedNotice {
  category: NoticeCategory;
  title: string;
  mandatory: boolean;
  /** HTML with only p, strong, em, ul/ol/li, a[href], br, h3 tags. */
  content: string;
  /** The day it went up, Asia/Seoul ('2025-06-10'); fixed, so a reseed never moves it. */
  publishedOn: string;
}
