import {
  allInCostTitle,
  contractMonthsLabel,
  type EstimationKind,
  type EstimationSummary,
} from '@quotemarket/contract';
import { DescriptionList, formatWon } from '@quotemarket/ui';

/** The summary's two sums in each kind's words: what the buyer gets up front, what they pay monthly. */
export const summaryFigureLabels = {
  phone: { upfrontBenefit: '총 지원금', monthlyPayment: '월 납부액' },
  internet: { upfrontBenefit: '현금 사은품', monthlyPayment: '결합 후 월 요금' },
  rental: { upfrontBenefit: '매장 지원금', monthlyPayment: '월 렌탈료' },
} as const satisfies Record<
  EstimationKind,
  Record<keyof Pick<EstimationSummary, 'upfrontBenefit' | 'monthlyPayment'>, string>
>;

export interface EstimationSummaryFiguresProps {
  summary: EstimationSummary;
  /** What the buyer pays in all over `months`, the figure their screens rank quotes by. */
  allInCost?: { total: number; months: number } | undefined;
}

/** A quote's few figures as a list of terms: benefit, monthly payment, contract, and the all-in total. */
export function EstimationSummaryFigures({ summary, allInCost }: EstimationSummaryFiguresProps) {
  const labels = summaryFigureLabels[summary.kind];
  return (
    <DescriptionList
      layout="grid"
      items={[
        { term: labels.upfrontBenefit, description: formatWon(summary.upfrontBenefit) },
        { term: labels.monthlyPayment, description: formatWon(summary.monthlyPayment) },
        { term: '약정 기간', description: contractMonthsLabel(summary.contractDuration) },
        ...(allInCost
          ? [
              {
                term: allInCostTitle(allInCost.months),
                description: formatWon(allInCost.total),
                emphasis: true,
              },
            ]
          : []),
      ]}
    />
  );
}
