import {
  allInCostTitle,
  contractMonthsLabel,
  quoteFigureLabels,
  quoteHeadlineFigures,
  type EstimationSummary,
} from '@quotemarket/contract';
import { DescriptionList, formatWon } from '@quotemarket/ui';

export interface EstimationSummaryFiguresProps {
  summary: EstimationSummary;
  /** What the buyer pays in all over `months`, the figure their screens rank quotes by. */
  allInCost?: { total: number; months: number } | undefined;
}

/** A quote's few figures as a list of terms: benefit, monthly payment, contract, and the all-in total. */
export function EstimationSummaryFigures({ summary, allInCost }: EstimationSummaryFiguresProps) {
  // The summary's two sums are the kind's headline figures: up front, and each month.
  const { upfront, monthly } = quoteHeadlineFigures[summary.kind];
  return (
    <DescriptionList
      layout="grid"
      items={[
        { term: quoteFigureLabels[upfront], description: formatWon(summary.upfrontBenefit) },
        { term: quoteFigureLabels[monthly], description: formatWon(summary.monthlyPayment) },
        {
          term: quoteFigureLabels.contractDuration,
          description: contractMonthsLabel(summary.contractDuration),
        },
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
