import { z } from 'zod/mini';
import {
  allInCost,
  contractMonthOptions,
  laterMoneyMessage,
  promisesLaterMoney,
  withObject,
  withTopic,
  quoteFigureLabels as words,
  quoteKinds,
  type AllInCost,
} from '../domain';
import { won } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

/** No consumer deal comes near ten million won; anything above is a typing mistake. */
export const maxEstimationAmount = 10_000_000;
export const maxEstimationNoteLength = 500;
export const maxAdditionalServices = 5;

export const estimationCarrierOptions = ['SKT', 'KT', 'LG U+', '알뜰폰', '결합 없음'] as const;
export const estimationManageMethods = ['방문 관리', '자가 관리'] as const;
export const estimationManageCycles = ['2개월', '4개월', '6개월', '12개월'] as const;
/**
 * Who pays a phone's subsidy, which the regulator asks a contract to state: the carrier's 공시지원금
 * is funded by the carrier, the maker or both; a store's 추가지원금 usually by the store itself.
 */
export const subsidyPayers = ['통신사', '제조사', '통신사·제조사', '판매점'] as const;
export type SubsidyPayer = (typeof subsidyPayers)[number];
/** How long a plan must be kept, at most: the longest contract there is. */
export const maxRatePlanRequiredMonths = Math.max(...contractMonthOptions);
/** An internet cash gift paid later than this after installation is no gift a buyer can count on. */
export const maxCashGiftPaymentDays = 90;

/** A rental always runs for some months: 0 (무약정) is a phone and internet option only. */
export const rentalContractMonthOptions = contractMonthOptions.filter(
  (months): months is Exclude<(typeof contractMonthOptions)[number], 0> => months > 0,
);

// Messages a dealer can act on; the error handler puts the field name in front of them.
const money = lazySchema(() =>
  z
    .number('금액을 숫자로 입력해 주세요.')
    .check(
      z.int('금액은 원 단위 정수로 입력해 주세요.'),
      z.minimum(0, '금액은 0원 이상이어야 해요.'),
      z.maximum(maxEstimationAmount, '금액은 1,000만 원 이하로 입력해 주세요.'),
    ),
);
const monthsOf = (options: readonly number[]) => `${options.join(', ')}개월 중에서 골라 주세요.`;
const oneOf = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z.enum(options, `${options.join(', ')} 중에서 골라 주세요.`);
const contractMonths = lazySchema(() =>
  z.literal(contractMonthOptions, monthsOf(contractMonthOptions)),
);
// A note may not promise money after signing (페이백 and the like): see `promisesLaterMoney`.
const note = lazySchema(() =>
  z.nullish(
    z.string().check(
      z.trim(),
      z.maxLength(maxEstimationNoteLength, `${maxEstimationNoteLength}자까지 쓸 수 있어요.`),
      z.refine((text) => !promisesLaterMoney(text), laterMoneyMessage),
    ),
  ),
);
/** A whole number within a range; one message, naming the field, for a missing or wrong value. */
const wholeNumber = (minimum: number, maximum: number, message: string) =>
  z.number(message).check(z.int(message), z.minimum(minimum, message), z.maximum(maximum, message));
const payer = (label: string) =>
  z.enum(subsidyPayers, `${withObject(label)} ${subsidyPayers.join(', ')} 중에서 골라 주세요.`);
const publiclyAnnouncedSubsidyPayer = lazySchema(() =>
  payer(words.publiclyAnnouncedSubsidyPayer).check(z.describe(words.publiclyAnnouncedSubsidyPayer)),
);
const storeSubsidyPayer = lazySchema(() =>
  payer(words.storeSubsidyPayer).check(z.describe(words.storeSubsidyPayer)),
);
const ratePlanRequiredMonths = lazySchema(() =>
  wholeNumber(
    0,
    maxRatePlanRequiredMonths,
    `${withTopic(words.ratePlanRequiredMonths)} 0~${maxRatePlanRequiredMonths}개월로 입력해 주세요.`,
  ).check(z.describe(`${words.ratePlanRequiredMonths} (개월, 0 = 바로 바꿀 수 있음)`)),
);
const cashGiftPaidWithinDays = lazySchema(() =>
  wholeNumber(
    1,
    maxCashGiftPaymentDays,
    `${withTopic(words.cashGiftPaidWithinDays)} 설치 후 1~${maxCashGiftPaymentDays}일 이내로 입력해 주세요.`,
  ).check(z.describe(`${words.cashGiftPaidWithinDays}: 설치 후 며칠 이내에 지급하는지`)),
);
const mandatoryMonths = lazySchema(() =>
  wholeNumber(
    1,
    Math.max(...rentalContractMonthOptions),
    `${withTopic(words.mandatoryMonths)} 1~${Math.max(...rentalContractMonthOptions)}개월로 입력해 주세요.`,
  ).check(z.describe(`${words.mandatoryMonths} (개월, 약정 기간 이하)`)),
);
const earlyTerminationFeePercent = lazySchema(() =>
  wholeNumber(
    0,
    100,
    `${withTopic(words.earlyTerminationFeePercent)} 남은 렌탈료의 0~100%로 입력해 주세요.`,
  ).check(
    z.describe(
      `${words.earlyTerminationFeePercent}: 의무 사용 기간 중 해지하면 남은 렌탈료의 몇 %`,
    ),
  ),
);
/** Asked whenever there is a gift to pay: a gift without a date is the one that goes unpaid. */
export const cashGiftPaymentMissingMessage = `현금 사은품을 주면 ${words.cashGiftPaidWithinDays}(설치 후 며칠 이내)을 입력해 주세요.`;
export const mandatoryMonthsTooLongMessage = `${withTopic(words.mandatoryMonths)} ${words.contractDuration}보다 길 수 없어요.`;

const requiredMonthsMessage = '유지 기간은 0~24개월로 입력해 주세요.';

export const additionalServiceSchema = lazySchema(() =>
  z
    .object({
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, '부가서비스 이름을 입력해 주세요.'),
          z.maxLength(40, '부가서비스 이름은 40자까지 쓸 수 있어요.'),
          z.describe('부가서비스 이름'),
        ),
      monthlyFee: money.check(z.describe('월 요금 (원)')),
      requiredMonths: z
        .number(requiredMonthsMessage)
        .check(
          z.int(requiredMonthsMessage),
          z.minimum(0, requiredMonthsMessage),
          z.maximum(24, requiredMonthsMessage),
          z.describe('유지해야 하는 개월 수'),
        ),
    })
    .register(z.globalRegistry, { id: 'AdditionalService' }),
);

const phoneTermsShape = lazySchema(() =>
  z.object({
    kind: z.literal('phone'),
    publiclyAnnouncedSubsidy: money.check(z.describe(words.publiclyAnnouncedSubsidy)),
    publiclyAnnouncedSubsidyPayer,
    storeSubsidy: money.check(z.describe(`${words.additionalSubsidy} (${words.storeSubsidy})`)),
    storeSubsidyPayer,
    installmentPeriod: contractMonths.check(z.describe(`${words.installmentPeriod} (0 = 일시불)`)),
    installmentInterest: money.check(z.describe(words.installmentInterest)),
    ratePlanMonthly: money.check(z.describe(words.ratePlanMonthly)),
    ratePlanRequiredMonths,
    monthlyTelecomFee: money.check(z.describe(words.monthlyTelecomFee)),
    contractDuration: contractMonths.check(z.describe(`${words.contractDuration} (0 = 무약정)`)),
    additionalServices: z
      .array(additionalServiceSchema)
      .check(
        z.maxLength(
          maxAdditionalServices,
          `부가서비스는 ${maxAdditionalServices}개까지 넣을 수 있어요.`,
        ),
      ),
    conditions: note.check(z.describe(words.conditions)),
  }),
);

const internetTermsShape = lazySchema(() =>
  z.object({
    kind: z.literal('internet'),
    cashGift: money.check(z.describe(words.cashGift)),
    cashGiftPaidWithinDays: z.nullish(cashGiftPaidWithinDays),
    monthlyFeeBeforeBundle: money.check(z.describe(words.monthlyFeeBeforeBundle)),
    monthlyBundledRate: money.check(z.describe(words.monthlyBundledRate)),
    bestBenefitCarrier: oneOf(estimationCarrierOptions).check(z.describe(words.bestBenefitCarrier)),
    contractDuration: contractMonths.check(z.describe(`${words.contractDuration} (보통 36개월)`)),
    notes: note.check(z.describe(words.notes)),
  }),
);

const rentalTermsShape = lazySchema(() =>
  z.object({
    kind: z.literal('rental'),
    rentalFee: money.check(z.describe(words.rentalFee)),
    storeSubsidy: money.check(z.describe(words.storeSubsidy)),
    contractDuration: z
      .literal(rentalContractMonthOptions, monthsOf(rentalContractMonthOptions))
      .check(z.describe(words.contractDuration)),
    mandatoryMonths,
    earlyTerminationFeePercent,
    manageMethod: oneOf(estimationManageMethods).check(z.describe(words.manageMethod)),
    manageCycle: oneOf(estimationManageCycles).check(z.describe(words.manageCycle)),
    notes: note.check(z.describe(words.notes)),
  }),
);

/**
 * The body of a submitted or edited quote: one branch per kind. Rules that need the quote request
 * (the kind matching its category, subsidies within the release price) are checked by the server.
 */
export const estimationTermsSchema = lazySchema(() =>
  z
    .discriminatedUnion('kind', [phoneTermsShape, internetTermsShape, rentalTermsShape], {
      error: '견적 종류를 다시 확인해 주세요.',
    })
    .check((ctx) => {
      const terms = ctx.value;
      if (terms.kind === 'internet' && terms.monthlyBundledRate > terms.monthlyFeeBeforeBundle) {
        ctx.issues.push({
          code: 'custom',
          path: ['monthlyBundledRate'],
          message: '결합 후 월 요금은 결합 전 월 요금보다 클 수 없어요.',
          input: terms.monthlyBundledRate,
        });
      }
      if (terms.kind === 'internet' && terms.cashGift > 0 && terms.cashGiftPaidWithinDays == null) {
        ctx.issues.push({
          code: 'custom',
          path: ['cashGiftPaidWithinDays'],
          message: cashGiftPaymentMissingMessage,
          input: terms.cashGiftPaidWithinDays,
        });
      }
      if (terms.kind === 'rental' && terms.mandatoryMonths > terms.contractDuration) {
        ctx.issues.push({
          code: 'custom',
          path: ['mandatoryMonths'],
          message: mandatoryMonthsTooLongMessage,
          input: terms.mandatoryMonths,
        });
      }
    }),
);
export type EstimationTerms = z.infer<typeof estimationTermsSchema>;

/**
 * The terms as stored: notes are null when empty, and a phone quote carries its computed installment.
 * The terms the law asks for (who pays each subsidy, the plan's months, when a gift is paid, a
 * rental's mandatory period and early-termination rule) are null on quotes sent before they were
 * asked: nobody stated them, so nothing is made up for them.
 */
export const storedEstimationTermsSchema = lazySchema(() =>
  z
    .discriminatedUnion('kind', [
      z.extend(phoneTermsShape, {
        publiclyAnnouncedSubsidyPayer: z.nullable(publiclyAnnouncedSubsidyPayer),
        storeSubsidyPayer: z.nullable(storeSubsidyPayer),
        ratePlanRequiredMonths: z.nullable(ratePlanRequiredMonths),
        monthlyInstallment: won.check(
          z.describe(
            '월 할부금: (출고가 − 공시지원금 − 추가지원금) ÷ 할부 개월 + 할부 이자, 일시불이면 0',
          ),
        ),
        conditions: z.nullable(z.string()),
      }),
      z.extend(internetTermsShape, {
        cashGiftPaidWithinDays: z.nullable(cashGiftPaidWithinDays),
        notes: z.nullable(z.string()),
      }),
      z.extend(rentalTermsShape, {
        mandatoryMonths: z.nullable(mandatoryMonths),
        earlyTerminationFeePercent: z.nullable(earlyTerminationFeePercent),
        notes: z.nullable(z.string()),
      }),
    ])
    .register(z.globalRegistry, { id: 'SellerEstimationTerms' }),
);
export type StoredEstimationTerms = z.infer<typeof storedEstimationTermsSchema>;

/** The few numbers a list card shows, the same three for every kind. */
export const estimationSummarySchema = lazySchema(() =>
  z
    .object({
      kind: z.enum(quoteKinds),
      upfrontBenefit: won.check(
        z.describe('휴대폰: 총 지원금 (공시 + 추가), 인터넷: 현금 사은품, 렌탈: 매장 지원금'),
      ),
      monthlyPayment: won.check(
        z.describe('휴대폰: 월 할부금 + 월 통신요금, 인터넷: 결합 후 월 요금, 렌탈: 월 렌탈료'),
      ),
      contractDuration: z.int().check(z.nonnegative()),
    })
    .register(z.globalRegistry, { id: 'SellerEstimationSummary' }),
);
export type EstimationSummary = z.infer<typeof estimationSummarySchema>;

/**
 * What a quote costs the buyer in all, from the terms a dealer sends and the product's release
 * price: the figure the buyer's screens rank by, shown to the dealer while the quote is written.
 */
export function allInCostOfTerms(
  terms: EstimationTerms | StoredEstimationTerms,
  releasePrice: number,
): AllInCost {
  return allInCost(terms.kind === 'phone' ? { ...terms, releasePrice } : terms);
}
