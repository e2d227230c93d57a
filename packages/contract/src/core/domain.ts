/** The domain's closed vocabularies, shared by the database enums, the API schemas and the UI. */

export const categoryStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type CategoryStatus = (typeof categoryStatuses)[number];

/** Main category ids of the spec. */
export const mainCategoryIds = {
  phone: 1,
  internet: 2,
  waterPurifier: 3,
  homeAppliances: 7,
  health: 8,
} as const;
export type MainCategoryId = (typeof mainCategoryIds)[keyof typeof mainCategoryIds];

/** Route names (nameEn) of the main categories; id 8, Health/Beauty, is "Health" in routes. */
export const categoryRouteNames = {
  1: 'Mobile Phones',
  2: 'Internet',
  3: 'Water Purifier',
  7: 'Home Appliances',
  8: 'Health',
} as const satisfies Record<MainCategoryId, string>;

export const socialProviders = ['google', 'kakao', 'apple', 'naver'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const consentTerms = ['PRIVACY', 'THIRDPARTY', 'UNIQUEID', 'SERVICE', 'MARKETING'] as const;
export type ConsentTerm = (typeof consentTerms)[number];
export const requiredConsentTerms = ['PRIVACY', 'THIRDPARTY', 'UNIQUEID', 'SERVICE'] as const;
/** The version of the terms text in force (dated as the spec's legal texts). */
export const currentTermsVersion = '2025-06-20';

export const attributeInputTypes = ['INPUT', 'OPTION'] as const;
export type AttributeInputType = (typeof attributeInputTypes)[number];

/** CHOICE: answer buttons; RADIO: a picker with a default (contract months); INPUT: free text. */
export const questionKinds = ['CHOICE', 'RADIO', 'INPUT'] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** DRAFT while the wizard runs; OPEN for 48 h after submission; then SELECTED, CLOSED or CANCELLED. */
export const quotationStatuses = ['DRAFT', 'OPEN', 'SELECTED', 'CLOSED', 'CANCELLED'] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

export const estimationStatuses = ['ACTIVE', 'WITHDRAWN', 'SELECTED', 'NOT_SELECTED'] as const;
export type EstimationStatus = (typeof estimationStatuses)[number];

/** Contract and installment months the spec allows (0 = 일시불 / 무약정). */
export const contractMonthOptions = [0, 12, 18, 24, 30, 36, 48] as const;
export const defaultContractMonths = 36;

/** A quotation accepts quotes for this long after it is submitted. */
export const biddingWindowHours = 48;

export const productSortOptions = ['created_at', 'view_count', 'mostQuoted'] as const;
export type ProductSort = (typeof productSortOptions)[number];

/** Sorts of the selected/not-selected history lists. */
export const historySortOptions = ['latest', 'highestAmountFunding', 'lowestMonthlyFee'] as const;
export type HistorySort = (typeof historySortOptions)[number];
