import { useId } from 'react';
import { styled } from 'styled-components';
import { allInCostPartLabels, allInCostTitle, quoteFigureLabels } from '@quotemarket/contract';
import { Heading, PriceBreakdown, Text, vars } from '@quotemarket/ui';
import {
  allInCostOfDraft,
  monthlyInstallmentOfDraft,
  type EstimationDraft,
} from '../../shared/estimationDraft';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};
`;

interface EstimationCostSummaryProps {
  form: EstimationDraft;
  /** The product's release price (출고가), which a phone's subsidies come off. */
  releasePrice: number;
}

/**
 * The total the buyer will see for this quote, line by line, as the dealer types: the buyer's
 * screens rank quotes by it. Empty boxes count as 0 until they are filled.
 */
export function EstimationCostSummary({ form, releasePrice }: EstimationCostSummaryProps) {
  const titleId = useId();
  const cost = allInCostOfDraft(form, releasePrice);
  return (
    <Box aria-labelledby={titleId}>
      <Heading level={3} size="sm" id={titleId}>
        구매자가 보게 될 총 비용
      </Heading>
      {form.kind === 'phone' && (
        <PriceBreakdown
          items={[
            {
              label: quoteFigureLabels.monthlyInstallment,
              amount: monthlyInstallmentOfDraft(form, releasePrice),
            },
          ]}
        />
      )}
      <PriceBreakdown
        items={cost.parts.map((part) => ({
          key: part.key,
          label: allInCostPartLabels[part.key],
          amount: Math.abs(part.amount),
          minus: part.amount < 0,
        }))}
        total={{ label: allInCostTitle(cost.months), amount: cost.total, emphasis: true }}
      />
      <Text size="xs" tone="muted">
        빈 칸은 0원으로 계산했어요. 구매자 화면에서는 이 총 비용이 낮은 견적부터 보여요.
      </Text>
    </Box>
  );
}
