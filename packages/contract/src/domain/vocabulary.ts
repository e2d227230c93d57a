/** The domain's closed vocabularies, shared by the database enums, the API schemas and the UI. */

export const categoryStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type CategoryStatus = (typeof categoryStatuses)[number];

export const socialProviders = ['google', 'kakao', 'apple', 'naver'] as const;
export type SocialProvider = (typeof socialProviders)[number];

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
