import {
  additionalServiceFieldLabels,
  cashGiftPaymentLabel,
  contractMonthsLabel,
  earlyTerminationRuleLabel,
  estimationFieldLabels,
  installmentMonthsLabel,
  quoteFigureLabels,
  ratePlanMonthsLabel,
  type StoredEstimationTerms,
} from '@quotemarket/contract';
import { formatWon, type DescriptionListItem } from '@quotemarket/ui';

type AdditionalServices = Extract<StoredEstimationTerms, { kind: 'phone' }>['additionalServices'];

/** 'V컬러링 월 요금 3,300원 · 3개월 유지', comma-separated; '없음' without any. */
function additionalServicesText(services: AdditionalServices): string {
  if (services.length === 0) return '없음';
  return services
    .map(
      (service) =>
        `${service.name} ${additionalServiceFieldLabels.monthlyFee} ${formatWon(service.monthlyFee)}` +
        (service.requiredMonths > 0 ? ` · ${service.requiredMonths}개월 유지` : ''),
    )
    .join(', ');
}

/** A note row, only when the dealer wrote one. */
const noteRow = (term: string, note: string | null): DescriptionListItem[] =>
  note ? [{ term, description: note }] : [];

/** A sent quote's every figure and choice, in the words of the form that wrote it. */
export function estimationTermsRows(terms: StoredEstimationTerms): DescriptionListItem[] {
  switch (terms.kind) {
    case 'phone': {
      const labels = estimationFieldLabels.phone;
      return [
        {
          term: labels.publiclyAnnouncedSubsidy,
          description: formatWon(terms.publiclyAnnouncedSubsidy),
        },
        {
          term: labels.publiclyAnnouncedSubsidyPayer,
          description: terms.publiclyAnnouncedSubsidyPayer ?? '-',
        },
        { term: labels.storeSubsidy, description: formatWon(terms.storeSubsidy) },
        { term: labels.storeSubsidyPayer, description: terms.storeSubsidyPayer ?? '-' },
        {
          term: labels.installmentPeriod,
          description: installmentMonthsLabel(terms.installmentPeriod),
        },
        { term: labels.installmentInterest, description: formatWon(terms.installmentInterest) },
        {
          term: quoteFigureLabels.monthlyInstallment,
          description: formatWon(terms.monthlyInstallment),
        },
        { term: labels.ratePlanMonthly, description: formatWon(terms.ratePlanMonthly) },
        {
          term: labels.ratePlanRequiredMonths,
          description: ratePlanMonthsLabel(terms.ratePlanRequiredMonths),
        },
        { term: labels.monthlyTelecomFee, description: formatWon(terms.monthlyTelecomFee) },
        { term: labels.contractDuration, description: contractMonthsLabel(terms.contractDuration) },
        {
          term: labels.additionalServices,
          description: additionalServicesText(terms.additionalServices),
        },
        ...noteRow(labels.conditions, terms.conditions),
      ];
    }
    case 'internet': {
      const labels = estimationFieldLabels.internet;
      return [
        { term: labels.cashGift, description: formatWon(terms.cashGift) },
        {
          term: labels.cashGiftPaidWithinDays,
          description: cashGiftPaymentLabel(terms.cashGiftPaidWithinDays),
        },
        {
          term: labels.monthlyFeeBeforeBundle,
          description: formatWon(terms.monthlyFeeBeforeBundle),
        },
        { term: labels.monthlyBundledRate, description: formatWon(terms.monthlyBundledRate) },
        { term: labels.bestBenefitCarrier, description: terms.bestBenefitCarrier },
        { term: labels.contractDuration, description: contractMonthsLabel(terms.contractDuration) },
        ...noteRow(labels.notes, terms.notes),
      ];
    }
    case 'rental': {
      const labels = estimationFieldLabels.rental;
      return [
        { term: labels.rentalFee, description: formatWon(terms.rentalFee) },
        { term: labels.storeSubsidy, description: formatWon(terms.storeSubsidy) },
        { term: labels.contractDuration, description: contractMonthsLabel(terms.contractDuration) },
        // At least a month when stated, so never read as 무약정.
        { term: labels.mandatoryMonths, description: contractMonthsLabel(terms.mandatoryMonths) },
        {
          term: labels.earlyTerminationFeePercent,
          description: earlyTerminationRuleLabel(terms.earlyTerminationFeePercent),
        },
        { term: labels.manageMethod, description: terms.manageMethod },
        { term: labels.manageCycle, description: terms.manageCycle },
        ...noteRow(labels.notes, terms.notes),
      ];
    }
  }
}
