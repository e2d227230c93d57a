import { quoteFigureLabels as words, type AdditionalServiceCost, type QuoteKind } from '../domain';
import type { EstimationTerms } from './estimation-terms';

type TermsOf<Kind extends QuoteKind> = Extract<EstimationTerms, { kind: Kind }>;
type FieldLabels<Kind extends QuoteKind> = Record<Exclude<keyof TermsOf<Kind>, 'kind'>, string>;

/**
 * How each field of a quote is named, by kind: the dealer's form and the rows of a sent quote, the
 * buyer's screens and the API's validation messages. The words are the quote's own
 * (`quoteFigureLabels`); a phone's store subsidy names both, as the dealer knows it by either.
 */
export const estimationFieldLabels = {
  phone: {
    publiclyAnnouncedSubsidy: words.publiclyAnnouncedSubsidy,
    publiclyAnnouncedSubsidyPayer: words.publiclyAnnouncedSubsidyPayer,
    storeSubsidy: `${words.additionalSubsidy} (${words.storeSubsidy})`,
    storeSubsidyPayer: words.storeSubsidyPayer,
    installmentPeriod: words.installmentPeriod,
    installmentInterest: words.installmentInterest,
    ratePlanMonthly: words.ratePlanMonthly,
    ratePlanRequiredMonths: words.ratePlanRequiredMonths,
    monthlyTelecomFee: words.monthlyTelecomFee,
    contractDuration: words.contractDuration,
    additionalServices: words.additionalServices,
    conditions: words.conditions,
  },
  internet: {
    cashGift: words.cashGift,
    cashGiftPaidWithinDays: words.cashGiftPaidWithinDays,
    monthlyFeeBeforeBundle: words.monthlyFeeBeforeBundle,
    monthlyBundledRate: words.monthlyBundledRate,
    bestBenefitCarrier: words.bestBenefitCarrier,
    contractDuration: words.contractDuration,
    notes: words.notes,
  },
  rental: {
    rentalFee: words.rentalFee,
    storeSubsidy: words.storeSubsidy,
    contractDuration: words.contractDuration,
    mandatoryMonths: words.mandatoryMonths,
    earlyTerminationFeePercent: words.earlyTerminationFeePercent,
    manageMethod: words.manageMethod,
    manageCycle: words.manageCycle,
    notes: words.notes,
  },
} as const satisfies { [Kind in QuoteKind]: FieldLabels<Kind> };

/** The columns of one required add-on service row. */
export const additionalServiceFieldLabels = {
  name: '부가서비스 이름',
  monthlyFee: '월 요금',
  requiredMonths: '유지 개월',
} as const satisfies Record<keyof AdditionalServiceCost, string>;
