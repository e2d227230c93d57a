import { useEffect, useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { allInCostOfTerms, allInCostTitle, type SellerEstimation } from '@quotemarket/contract';
import { DescriptionList, formatDateTime, formatWon, Heading, Text, vars } from '@quotemarket/ui';
import { OutcomeBadge } from '../../shared/OutcomeBadge';
import { estimationTermsRows } from '../../shared/estimationTermsRows';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

interface MyEstimationProps {
  estimation: SellerEstimation;
  /** The product's release price (출고가), for the all-in total the buyer sees. */
  releasePrice: number;
  /** What the dealer can still do with it (edit, withdraw); nothing once it is settled. */
  actions?: ReactNode;
  /** Takes the focus to the heading when the quote replaces the form the dealer just left. */
  focusTitleOnMount?: boolean;
}

/** When the quote was sent, and last edited or withdrawn if it was. */
function historyText(estimation: SellerEstimation): string {
  const lines = [`${formatDateTime(estimation.submittedAt)} 보냄`];
  if (estimation.withdrawnAt) lines.push(`${formatDateTime(estimation.withdrawnAt)} 철회함`);
  else if (estimation.updatedAt !== estimation.submittedAt) {
    lines.push(`${formatDateTime(estimation.updatedAt)} 고침`);
  }
  return lines.join(' · ');
}

/** The store's own quote on this request: its outcome, every figure and the total the buyer sees. */
export function MyEstimation({
  estimation,
  releasePrice,
  actions,
  focusTitleOnMount = false,
}: MyEstimationProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitleOnMount) titleRef.current?.focus();
  }, [focusTitleOnMount]);
  const cost = allInCostOfTerms(estimation.terms, releasePrice);
  return (
    <Section aria-labelledby={titleId}>
      <Header>
        <Heading level={2} size="md" id={titleId} ref={titleRef} tabIndex={-1}>
          내 견적
        </Heading>
        <OutcomeBadge outcome={estimation.outcome} />
      </Header>
      <Text size="sm" tone="muted">
        {historyText(estimation)}
      </Text>
      <DescriptionList
        layout="rows"
        items={[
          ...estimationTermsRows(estimation.terms),
          {
            term: allInCostTitle(cost.months),
            description: formatWon(cost.total),
            emphasis: true,
          },
        ]}
      />
      {actions && <Actions>{actions}</Actions>}
    </Section>
  );
}
