import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import {
  idParam,
  isoDateTime,
  maxStoredInteger,
  pagedList,
  pageQuery,
  recordId,
  won,
} from '../core/paging';
import { defineListSorting, sortQueryShape } from '../core/sorting';
import { productImageSchema } from '../catalog/products';
import { isMainCategoryId, mainCategoryIds } from '../domain/categories';
import { quoteFigureLabels, type QuoteKind } from '../domain/quote-kinds';
import { isRentalCategory } from '../bidding/wizard-rules';

/** Carriers that pay a 공시지원금 on phones. */
export const subsidyCarriers = ['SKT', 'KT', 'LG U+'] as const;
export type SubsidyCarrier = (typeof subsidyCarriers)[number];

/** Whether the operators' list shows every product, only those buyers see, or only hidden ones. */
export const productVisibilityFilters = ['all', 'shown', 'hidden'] as const;
export type ProductVisibilityFilter = (typeof productVisibilityFilters)[number];
export const productVisibilityFilterLabels: Record<ProductVisibilityFilter, string> = {
  all: '전체',
  shown: '노출 중',
  hidden: '숨김',
};

export const productTextMaxLength = 100;
export const productSpecMaxCount = 30;

export const catalogueMessages = {
  nameRequired: '상품명을 입력해 주세요.',
  categoryUnknown: '카테고리를 다시 골라 주세요.',
  subCategoryMismatch: '세부 분류가 고른 카테고리에 속하지 않아요. 다시 골라 주세요.',
  priceInvalid: '가격은 0원 이상의 정수로 입력해 주세요.',
  hexInvalid: '색상 견본은 #RRGGBB 형식으로 입력해 주세요.',
  colourNameRequired: '색상 이름을 입력해 주세요.',
  storageRequired: '저장 용량을 입력해 주세요.',
  duplicateOption: '같은 값을 두 번 넣을 수 없어요.',
  specNameRequired: '사양 이름과 값을 입력해 주세요.',
  planRequired: '요금제 이름을 입력해 주세요.',
  subsidyPeriodInvalid: '지원금 적용 종료일은 시작일과 같거나 뒤여야 해요.',
  subsidyOverlap: '같은 통신사·요금제의 지원금 기간이 겹쳐요.',
  internetRequired: '인터넷 상품은 통신사, 속도, 상품 구성을 모두 입력해 주세요.',
  internetOnlyForInternet: '통신사·속도·상품 구성은 인터넷 상품에만 입력해요.',
  subsidiesOnlyForPhones: '통신사 지원금은 휴대폰에만 입력해요.',
  rentalFeeOnlyForRentals: '월 렌탈료는 렌탈 상품에만 입력해요.',
  dateInvalid: '날짜는 2000년부터 2099년 사이로 입력해 주세요.',
} as const;

const requiredText = (message: string, max = productTextMaxLength) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/** A calendar day of the catalogue (release, subsidy periods), kept to the service's own years. */
const catalogueDate = lazySchema(() =>
  z.iso
    .date(catalogueMessages.dateInvalid)
    .check(
      z.refine(
        (date) => date >= '2000-01-01' && date <= '2099-12-31',
        catalogueMessages.dateInvalid,
      ),
    ),
);

const priceInput = lazySchema(() =>
  z
    .int(catalogueMessages.priceInvalid)
    .check(
      z.nonnegative(catalogueMessages.priceInvalid),
      z.maximum(maxStoredInteger, catalogueMessages.priceInvalid),
    ),
);

const distinct = (values: string[]) => new Set(values).size === values.length;

export const productColourSchema = lazySchema(() =>
  z
    .object({
      name: requiredText(catalogueMessages.colourNameRequired, 40),
      hex: z
        .string()
        .check(
          z.trim(),
          z.regex(/^#[0-9a-fA-F]{6}$/, catalogueMessages.hexInvalid),
          z.toUpperCase(),
        ),
    })
    .register(z.globalRegistry, { id: 'ProductColour' }),
);

export const productSpecSchema = lazySchema(() =>
  z
    .object({
      name: requiredText(catalogueMessages.specNameRequired, 40),
      value: requiredText(catalogueMessages.specNameRequired, 200),
    })
    .register(z.globalRegistry, { id: 'ProductSpec' }),
);

export const carrierSubsidySchema = lazySchema(() =>
  z
    .object({
      carrier: z.enum(subsidyCarriers),
      plan: requiredText(catalogueMessages.planRequired, 60),
      amount: priceInput,
      effectiveFrom: catalogueDate,
      effectiveTo: z
        .nullable(catalogueDate)
        .check(z.describe('적용 마지막 날 (포함); null이면 끝나는 날 없음')),
    })
    .check(
      z.refine(
        (subsidy) => subsidy.effectiveTo === null || subsidy.effectiveTo >= subsidy.effectiveFrom,
        { message: catalogueMessages.subsidyPeriodInvalid, path: ['effectiveTo'] },
      ),
    )
    .register(z.globalRegistry, { id: 'CarrierSubsidy' }),
);
export type CarrierSubsidy = z.infer<typeof carrierSubsidySchema>;

/** Two periods of one carrier and plan may not share a day: the subsidy of a day is one amount. */
export function overlappingSubsidies(subsidies: CarrierSubsidy[]): boolean {
  return subsidies.some((subsidy, index) =>
    subsidies.some(
      (other, otherIndex) =>
        otherIndex > index &&
        other.carrier === subsidy.carrier &&
        other.plan === subsidy.plan &&
        (other.effectiveTo === null || other.effectiveTo >= subsidy.effectiveFrom) &&
        (subsidy.effectiveTo === null || subsidy.effectiveTo >= other.effectiveFrom),
    ),
  );
}

/** Carrier, speed and product set of an internet plan (or bundle, `인터넷+TV` …). */
export const internetPlanSchema = lazySchema(() =>
  z
    .object({
      carrier: requiredText(catalogueMessages.internetRequired, 40),
      speed: requiredText(catalogueMessages.internetRequired, 20).check(
        z.describe('예: 500MB, 1GB'),
      ),
      productType: requiredText(catalogueMessages.internetRequired, 40).check(
        z.describe('예: 인터넷 단독, 인터넷+TV, 인터넷+TV+집전화'),
      ),
    })
    .register(z.globalRegistry, { id: 'InternetPlan' }),
);

/**
 * What a product's `price` is, by its category's kind: a phone's 출고가, an internet plan's monthly
 * fee, and a rental's outright price (its monthly fee is `rentalFee`, which only rentals have).
 */
export const productPriceLabels = {
  phone: quoteFigureLabels.releasePrice,
  internet: '월 요금',
  rental: '일시불 가격',
} as const satisfies Record<QuoteKind, string>;

/** The fields of a product as operators edit them; `productInputSchema` adds the rules across fields. */
const productFields = lazySchema(() =>
  z.object({
    categoryId1: z
      .int(catalogueMessages.categoryUnknown)
      .check(z.refine(isMainCategoryId, catalogueMessages.categoryUnknown)),
    categoryId2: z.nullable(
      z
        .int(catalogueMessages.categoryUnknown)
        .check(
          z.positive(catalogueMessages.categoryUnknown),
          z.maximum(maxStoredInteger, catalogueMessages.categoryUnknown),
        ),
    ),
    name: requiredText(catalogueMessages.nameRequired),
    brand: z.string().check(z.trim(), z.maxLength(40)),
    modelNumber: z.nullable(z.string().check(z.trim(), z.maxLength(40))),
    price: priceInput.check(
      z.describe('휴대폰은 출고가, 인터넷은 월 요금, 렌탈은 일시불 가격 (원)'),
    ),
    rentalFee: z.nullable(priceInput).check(z.describe('월 렌탈료, 원 (렌탈 상품만)')),
    releaseDate: z.nullable(catalogueDate),
    colours: z.array(productColourSchema).check(
      z.maxLength(20),
      z.refine(
        (colours) => distinct(colours.map((colour) => colour.name)),
        catalogueMessages.duplicateOption,
      ),
    ),
    storageOptions: z
      .array(requiredText(catalogueMessages.storageRequired, 20))
      .check(z.maxLength(10), z.refine(distinct, catalogueMessages.duplicateOption)),
    specs: z.array(productSpecSchema).check(
      z.maxLength(productSpecMaxCount),
      z.refine(
        (specs) => distinct(specs.map((spec) => spec.name)),
        catalogueMessages.duplicateOption,
      ),
    ),
    subsidies: z.array(carrierSubsidySchema).check(
      z.maxLength(200),
      z.refine((subsidies) => !overlappingSubsidies(subsidies), catalogueMessages.subsidyOverlap),
    ),
    internetPlan: z.nullable(internetPlanSchema),
  }),
);

export const productInputSchema = lazySchema(() =>
  productFields
    .check(
      z.refine(
        (input) =>
          (input.categoryId1 === mainCategoryIds.internet) === (input.internetPlan !== null),
        {
          message: catalogueMessages.internetRequired,
          path: ['internetPlan'],
        },
      ),
      z.refine(
        (input) => input.categoryId1 === mainCategoryIds.phone || input.subsidies.length === 0,
        { message: catalogueMessages.subsidiesOnlyForPhones, path: ['subsidies'] },
      ),
      z.refine((input) => input.rentalFee === null || isRentalCategory(input.categoryId1), {
        message: catalogueMessages.rentalFeeOnlyForRentals,
        path: ['rentalFee'],
      }),
    )
    .register(z.globalRegistry, { id: 'ProductInput' }),
);
export type ProductInput = z.infer<typeof productInputSchema>;

export const adminProductListItemSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      categoryId1: recordId,
      categoryPath: z.string().check(z.describe('메인 카테고리 > 하위 카테고리')),
      name: z.string(),
      brand: z.string(),
      image: z.nullable(z.string()),
      price: won,
      rentalFee: z.nullable(won),
      isActive: z.boolean().check(z.describe('false면 구매자에게 숨김')),
      updatedAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'AdminProductListItem' }),
);
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;

export const adminProductSchema = lazySchema(() =>
  z
    .extend(productFields, {
      id: recordId,
      image: z.nullable(z.string()).check(z.describe('목록 사진: images의 첫 사진')),
      images: z.array(productImageSchema),
      isActive: z.boolean(),
      updatedAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'AdminProduct' }),
);
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A main category with the sub-categories a product of it may name as its `categoryId2`. */
export const adminCategorySchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      nameKo: z.string(),
      subCategories: z.array(z.object({ id: recordId, nameKo: z.string() })),
    })
    .register(z.globalRegistry, { id: 'AdminCategory' }),
);
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const listAdminCategories = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/categories',
  summary: '카테고리 목록: 메인 카테고리마다 하위 카테고리 (노출 순서)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  response: lazySchema(() => z.array(adminCategorySchema)),
});

/** The product table's sortable columns; the most recently edited first unless asked otherwise. */
export const adminProductSorting = defineListSorting(['name', 'price', 'updatedAt'], {
  sort: 'updatedAt',
  order: 'desc',
});

export const listAdminProducts = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/products',
  summary: '상품 목록 (카테고리·검색어·노출 여부로 거르기, 열마다 정렬, 기본은 최근 수정순)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  query: lazySchema(() =>
    z.extend(pageQuery, {
      categoryId: z
        ._default(z.coerce.number().check(z.int(), z.nonnegative(), z.maximum(maxStoredInteger)), 0)
        .check(z.describe('메인 카테고리 id, 0이면 전체')),
      search: z.optional(z.string().check(z.trim(), z.maxLength(productTextMaxLength))),
      visibility: z._default(z.enum(productVisibilityFilters), 'all'),
      ...sortQueryShape(adminProductSorting),
    }),
  ),
  response: lazySchema(() => pagedList(adminProductListItemSchema)),
});

export const getAdminProduct = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/products/:id',
  summary: '상품 한 건: 편집 화면의 모든 값 (색상, 저장 용량, 사양, 통신사 지원금 포함)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  params: idParam,
  response: adminProductSchema,
});

export const createAdminProduct = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/products',
  summary: '상품 등록 (바로 구매자에게 보임)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  body: productInputSchema,
  response: adminProductSchema,
});

export const updateAdminProduct = defineEndpoint({
  method: 'PUT',
  path: '/v2/admin/products/:id',
  summary: '상품 수정: 보낸 값으로 모두 바꿈 (구매자 화면에 바로 반영)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: productInputSchema,
  response: adminProductSchema,
});

export const setAdminProductVisibility = defineEndpoint({
  method: 'PATCH',
  path: '/v2/admin/products/:id/visibility',
  summary: '상품 숨기기·다시 보이기',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: lazySchema(() => z.object({ isActive: z.boolean() })),
  response: adminProductSchema,
});
