import {
  allInCost,
  defaultContractMonths,
  estimationTermsSchema,
  monthlyInstallment,
  type AllInCost,
  type AllInCostTerms,
  type QuoteKind,
  type EstimationTerms,
  type StoredEstimationTerms,
  type SubsidyPayer,
} from '@quotemarket/contract';

/**
 * A quote as the dealer is writing it: every box may still be empty (null, or ''), so the form
 * holds what was typed and the contract's `estimationTermsSchema` decides, on submit, what is
 * missing or wrong. The same state gives the live all-in total with empty boxes counted as 0.
 */

/** A money box (or a box of months, days or a percentage): null while empty. */
export type MoneyInput = number | null;
/** A choice of months or an option: null until one is chosen. */
type Choice<Value> = Value | null;

export interface AdditionalServiceInput {
  /** Keeps a row's inputs with the row when an earlier one is removed. */
  rowId: number;
  name: string;
  monthlyFee: MoneyInput;
  /** Digits only; empty means no months to keep the service. */
  requiredMonths: string;
}

type TermsOf<Kind extends QuoteKind> = Extract<EstimationTerms, { kind: Kind }>;

export interface PhoneEstimationDraft {
  kind: 'phone';
  publiclyAnnouncedSubsidy: MoneyInput;
  publiclyAnnouncedSubsidyPayer: Choice<SubsidyPayer>;
  storeSubsidy: MoneyInput;
  storeSubsidyPayer: Choice<SubsidyPayer>;
  installmentPeriod: Choice<number>;
  installmentInterest: MoneyInput;
  ratePlanMonthly: MoneyInput;
  ratePlanRequiredMonths: MoneyInput;
  monthlyTelecomFee: MoneyInput;
  contractDuration: Choice<number>;
  additionalServices: AdditionalServiceInput[];
  conditions: string;
}

export interface InternetEstimationDraft {
  kind: 'internet';
  cashGift: MoneyInput;
  cashGiftPaidWithinDays: MoneyInput;
  monthlyFeeBeforeBundle: MoneyInput;
  monthlyBundledRate: MoneyInput;
  bestBenefitCarrier: Choice<TermsOf<'internet'>['bestBenefitCarrier']>;
  contractDuration: Choice<number>;
  notes: string;
}

export interface RentalEstimationDraft {
  kind: 'rental';
  rentalFee: MoneyInput;
  storeSubsidy: MoneyInput;
  contractDuration: Choice<number>;
  mandatoryMonths: MoneyInput;
  earlyTerminationFeePercent: MoneyInput;
  manageMethod: Choice<TermsOf<'rental'>['manageMethod']>;
  manageCycle: Choice<TermsOf<'rental'>['manageCycle']>;
  notes: string;
}

export type EstimationDraft =
  PhoneEstimationDraft | InternetEstimationDraft | RentalEstimationDraft;

/** The messages of the fields that fail, by path ('storeSubsidy', 'additionalServices.0.name'). */
export type EstimationFieldErrors = Partial<Record<string, string>>;

export type EstimationDraftCheck =
  { terms: EstimationTerms; errors: null } | { terms: null; errors: EstimationFieldErrors };

let lastRowId = 0;

export function newAdditionalService(): AdditionalServiceInput {
  lastRowId += 1;
  return { rowId: lastRowId, name: '', monthlyFee: null, requiredMonths: '' };
}

/**
 * A blank quote of one kind. The contract months start at the spec's usual contract; every amount
 * and every other choice is left for the dealer, so nothing is sent that was not decided.
 */
export function emptyEstimationDraft(kind: QuoteKind): EstimationDraft {
  switch (kind) {
    case 'phone':
      return {
        kind,
        publiclyAnnouncedSubsidy: null,
        publiclyAnnouncedSubsidyPayer: null,
        storeSubsidy: null,
        storeSubsidyPayer: null,
        installmentPeriod: defaultContractMonths,
        installmentInterest: null,
        ratePlanMonthly: null,
        ratePlanRequiredMonths: null,
        monthlyTelecomFee: null,
        contractDuration: defaultContractMonths,
        additionalServices: [],
        conditions: '',
      };
    case 'internet':
      return {
        kind,
        cashGift: null,
        cashGiftPaidWithinDays: null,
        monthlyFeeBeforeBundle: null,
        monthlyBundledRate: null,
        bestBenefitCarrier: null,
        contractDuration: defaultContractMonths,
        notes: '',
      };
    case 'rental':
      return {
        kind,
        rentalFee: null,
        storeSubsidy: null,
        contractDuration: defaultContractMonths,
        mandatoryMonths: null,
        earlyTerminationFeePercent: null,
        manageMethod: null,
        manageCycle: null,
        notes: '',
      };
  }
}

/** A sent quote back in the form, to be edited. */
export function estimationDraftOfTerms(terms: StoredEstimationTerms): EstimationDraft {
  switch (terms.kind) {
    case 'phone': {
      const {
        monthlyInstallment: _computedByServer,
        conditions,
        additionalServices,
        ...rest
      } = terms;
      return {
        ...rest,
        additionalServices: additionalServices.map((service) => ({
          ...newAdditionalService(),
          name: service.name,
          monthlyFee: service.monthlyFee,
          requiredMonths: String(service.requiredMonths),
        })),
        conditions: conditions ?? '',
      };
    }
    case 'internet':
    case 'rental':
      return { ...terms, notes: terms.notes ?? '' };
  }
}

// Empty boxes go to the schema as missing, so its own messages ('금액을 숫자로 입력해 주세요.') say
// what to fill in; a blank note is no note.
const missingIfEmpty = <Value>(value: Value | null) => value ?? undefined;
const noteOrNull = (text: string) => (text.trim() === '' ? null : text);
const monthsOf = (digits: string) => (digits === '' ? 0 : Number(digits));

function termsCandidate(form: EstimationDraft): Record<string, unknown> {
  switch (form.kind) {
    case 'phone':
      return {
        kind: form.kind,
        publiclyAnnouncedSubsidy: missingIfEmpty(form.publiclyAnnouncedSubsidy),
        publiclyAnnouncedSubsidyPayer: missingIfEmpty(form.publiclyAnnouncedSubsidyPayer),
        storeSubsidy: missingIfEmpty(form.storeSubsidy),
        storeSubsidyPayer: missingIfEmpty(form.storeSubsidyPayer),
        installmentPeriod: missingIfEmpty(form.installmentPeriod),
        installmentInterest: missingIfEmpty(form.installmentInterest),
        ratePlanMonthly: missingIfEmpty(form.ratePlanMonthly),
        ratePlanRequiredMonths: missingIfEmpty(form.ratePlanRequiredMonths),
        monthlyTelecomFee: missingIfEmpty(form.monthlyTelecomFee),
        contractDuration: missingIfEmpty(form.contractDuration),
        additionalServices: form.additionalServices.map((service) => ({
          name: service.name,
          monthlyFee: missingIfEmpty(service.monthlyFee),
          requiredMonths: monthsOf(service.requiredMonths),
        })),
        conditions: noteOrNull(form.conditions),
      };
    case 'internet':
      return {
        kind: form.kind,
        cashGift: missingIfEmpty(form.cashGift),
        cashGiftPaidWithinDays: missingIfEmpty(form.cashGiftPaidWithinDays),
        monthlyFeeBeforeBundle: missingIfEmpty(form.monthlyFeeBeforeBundle),
        monthlyBundledRate: missingIfEmpty(form.monthlyBundledRate),
        bestBenefitCarrier: missingIfEmpty(form.bestBenefitCarrier),
        contractDuration: missingIfEmpty(form.contractDuration),
        notes: noteOrNull(form.notes),
      };
    case 'rental':
      return {
        kind: form.kind,
        rentalFee: missingIfEmpty(form.rentalFee),
        storeSubsidy: missingIfEmpty(form.storeSubsidy),
        contractDuration: missingIfEmpty(form.contractDuration),
        mandatoryMonths: missingIfEmpty(form.mandatoryMonths),
        earlyTerminationFeePercent: missingIfEmpty(form.earlyTerminationFeePercent),
        manageMethod: missingIfEmpty(form.manageMethod),
        manageCycle: missingIfEmpty(form.manageCycle),
        notes: noteOrNull(form.notes),
      };
  }
}

/**
 * The form checked by the API's own schema: the terms to send, or the first message of each
 * failing field. The server checks one more rule (the subsidies within the release price).
 */
export function checkEstimationDraft(form: EstimationDraft): EstimationDraftCheck {
  const result = estimationTermsSchema.safeParse(termsCandidate(form));
  if (result.success) return { terms: result.data, errors: null };
  const errors: EstimationFieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return { terms: null, errors };
}

type PhoneCostTerms = Extract<AllInCostTerms, { kind: 'phone' }>;

const zeroIfEmpty = (value: number | null) => value ?? 0;

function phoneCostTerms(form: PhoneEstimationDraft, releasePrice: number): PhoneCostTerms {
  return {
    kind: form.kind,
    releasePrice,
    publiclyAnnouncedSubsidy: zeroIfEmpty(form.publiclyAnnouncedSubsidy),
    storeSubsidy: zeroIfEmpty(form.storeSubsidy),
    installmentPeriod: zeroIfEmpty(form.installmentPeriod),
    installmentInterest: zeroIfEmpty(form.installmentInterest),
    monthlyTelecomFee: zeroIfEmpty(form.monthlyTelecomFee),
    contractDuration: zeroIfEmpty(form.contractDuration),
    additionalServices: form.additionalServices.map((service) => ({
      name: service.name,
      monthlyFee: zeroIfEmpty(service.monthlyFee),
      requiredMonths: monthsOf(service.requiredMonths),
    })),
  };
}

/** The figures the all-in cost reads, with every empty box counted as 0. */
function costTermsOfDraft(form: EstimationDraft, releasePrice: number): AllInCostTerms {
  switch (form.kind) {
    case 'phone':
      return phoneCostTerms(form, releasePrice);
    case 'internet':
      return {
        kind: form.kind,
        cashGift: zeroIfEmpty(form.cashGift),
        monthlyBundledRate: zeroIfEmpty(form.monthlyBundledRate),
        contractDuration: zeroIfEmpty(form.contractDuration),
      };
    case 'rental':
      return {
        kind: form.kind,
        rentalFee: zeroIfEmpty(form.rentalFee),
        storeSubsidy: zeroIfEmpty(form.storeSubsidy),
        contractDuration: zeroIfEmpty(form.contractDuration),
      };
  }
}

/**
 * What the quote will cost the buyer in all, as they will see it ranked, while the dealer types.
 * The same rule as `allInCostOfTerms`, read from a form whose empty boxes count as 0.
 */
export function allInCostOfDraft(form: EstimationDraft, releasePrice: number): AllInCost {
  return allInCost(costTermsOfDraft(form, releasePrice));
}

/** A phone quote's 월 할부금 so far, empty boxes counted as 0. */
export function monthlyInstallmentOfDraft(
  form: PhoneEstimationDraft,
  releasePrice: number,
): number {
  return monthlyInstallment(releasePrice, phoneCostTerms(form, releasePrice));
}
