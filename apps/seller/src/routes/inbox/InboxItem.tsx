import type { SellerQuotation } from '@quotemarket/contract';
import { Badge, QuoteRequestCard } from '@quotemarket/ui';
import { paths } from '../../paths';

/** How many answers the card spells out before it only counts the rest. */
const answersShown = 3;

/** The buyer's first answers in a line: 'SKT · 번호이동 · 24개월 외 2개'. */
function answersSummary(answers: SellerQuotation['answers']): string {
  const shown = answers.slice(0, answersShown).map((answer) => answer.answerText);
  const rest = answers.length - shown.length;
  return rest > 0 ? `${shown.join(' · ')} 외 ${rest}개` : shown.join(' · ');
}

const storesBidText = (count: number) => `${count}개 매장 입찰`;

/**
 * One open quote request: what the buyer wants (never who), the time left of the bidding window,
 * how many stores bid, and whether this store already did. The whole card opens the request.
 */
export function InboxItem({ request }: { request: SellerQuotation }) {
  const { product } = request;
  const options = request.chosenOptions.map((option) => `${option.name} ${option.value}`);
  const details = [
    `${product.brand} · ${request.categoryNameKo}`,
    ...(options.length > 0 ? [options.join(' · ')] : []),
    ...(request.answers.length > 0 ? [answersSummary(request.answers)] : []),
  ];
  return (
    <QuoteRequestCard
      productName={product.name}
      productImageSrc={product.imageUrl}
      details={details}
      href={paths.request(request.quotationId)}
      headingLevel={2}
      estimationCount={request.estimationCount}
      deadline={request.deadlineAt}
      waitingText={null}
      receivedText={storesBidText}
      status={request.myEstimationId !== null && <Badge tone="success">입찰함</Badge>}
    />
  );
}
