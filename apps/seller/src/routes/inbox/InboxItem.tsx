import { useId } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { SellerQuotation } from '@quotemarket/contract';
import { Badge, Countdown, ProductThumb, vars } from '@quotemarket/ui';
import { paths } from '../../paths';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[3]} ${vars.space[4]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};

  &:has(a:active) {
    background: ${vars.color.surfacePressed};
  }

  @media (min-width: 1024px) {
    grid-template-columns: auto 1fr auto;
    align-items: center;
    padding: ${vars.space[5]} ${vars.space[6]};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

/** The product name opens the request; its box stretches over the whole card. */
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${vars.radius.lg};
  }

  &:focus-visible::after {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

const Line = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Facts = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};

  @media (min-width: 1024px) {
    grid-column: auto;
    flex-direction: column;
    align-items: flex-end;
  }
`;

const TimeLeft = styled.span`
  display: inline-flex;
  gap: ${vars.space[1]};
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.semibold};
`;

/** How many answers the card spells out before it only counts the rest. */
const answersShown = 3;

/** The buyer's first answers in a line: 'SKT · 번호이동 · 24개월 외 2개'. */
function answersSummary(answers: SellerQuotation['answers']): string {
  const shown = answers.slice(0, answersShown).map((answer) => answer.answerText);
  const rest = answers.length - shown.length;
  return rest > 0 ? `${shown.join(' · ')} 외 ${rest}개` : shown.join(' · ');
}

/**
 * One open quote request: what the buyer wants (never who), the time left of the bidding window,
 * how many stores bid, and whether this store already did. The whole card opens the request.
 */
export function InboxItem({ request }: { request: SellerQuotation }) {
  const titleId = useId();
  const { product } = request;
  const options = request.chosenOptions.map((option) => `${option.name} ${option.value}`);
  return (
    <Card aria-labelledby={titleId}>
      <ProductThumb src={product.imageUrl} />
      <Body>
        <Title id={titleId}>
          <CardLink to={paths.request(request.quotationId)}>{product.name}</CardLink>
        </Title>
        <Line>
          {product.brand} · {request.categoryNameKo}
        </Line>
        {options.length > 0 && <Line>{options.join(' · ')}</Line>}
        {request.answers.length > 0 && <Line>{answersSummary(request.answers)}</Line>}
      </Body>
      <Facts>
        <TimeLeft>
          <span aria-hidden="true">남은 시간</span>
          <Countdown deadline={request.deadlineAt} label="남은 시간" expiredLabel="마감" />
        </TimeLeft>
        <span>{request.estimationCount}개 매장 입찰</span>
        {request.myEstimationId !== null && <Badge tone="success">입찰함</Badge>}
      </Facts>
    </Card>
  );
}
