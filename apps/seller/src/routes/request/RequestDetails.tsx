import { useId } from 'react';
import { styled } from 'styled-components';
import { priceLineOf, quoteFigureLabels, type SellerQuotationDetail } from '@quotemarket/contract';
import {
  Countdown,
  DescriptionList,
  formatDateTime,
  formatWon,
  Heading,
  ProductThumb,
  Text,
  vars,
  type DescriptionListItem,
} from '@quotemarket/ui';

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;

const Product = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

interface RequestDetailsProps {
  request: SellerQuotationDetail;
  /** The bidding window closed while the page was open: time to ask the API again. */
  onDeadline: () => void;
}

/**
 * The product's price as the buyer saw it: a phone's 출고가, a rental's expected monthly fee; an
 * internet plan's price is the quote itself, so it has none.
 */
function priceRows(categoryId: number, product: SellerQuotationDetail['product']) {
  const line = priceLineOf(categoryId, { ...product, shipmentDate: null });
  if (line.kind === 'phone') {
    return [{ term: quoteFigureLabels.releasePrice, description: formatWon(line.amount) }];
  }
  if (line.kind === 'rental' && line.amount !== null) {
    return [{ term: quoteFigureLabels.expectedMonthlyRental, description: formatWon(line.amount) }];
  }
  return [];
}

/** The product's facts and the options the buyer chose. */
function productRows({
  categoryId,
  product,
  chosenOptions,
  requestedRentalFee,
}: SellerQuotationDetail) {
  const rows: DescriptionListItem[] = [
    ...priceRows(categoryId, product),
    ...(product.modelNumber ? [{ term: '모델명', description: product.modelNumber }] : []),
    ...chosenOptions.map((option) => ({ term: option.name, description: option.value })),
  ];
  if (requestedRentalFee !== null) {
    rows.push({
      term: `구매자가 본 ${quoteFigureLabels.rentalFee}`,
      description: formatWon(requestedRentalFee),
    });
  }
  return rows;
}

/** Where the request stands: when it came, how long it still takes quotes, how many stores bid. */
function statusRows(request: SellerQuotationDetail, onDeadline: () => void) {
  return [
    { term: '요청 시각', description: formatDateTime(request.submittedAt) },
    {
      term: '남은 시간',
      description: request.isOpen ? (
        <Countdown deadline={request.deadlineAt} label="남은 시간" onExpire={onDeadline} />
      ) : (
        '마감'
      ),
    },
    { term: '입찰한 매장', description: `${request.estimationCount}개 매장` },
  ];
}

/**
 * What the buyer asks for, and nothing about who they are: the product, the chosen options, every
 * answer of the wizard, and the bidding window.
 */
export function RequestDetails({ request, onDeadline }: RequestDetailsProps) {
  const answersId = useId();
  const { product } = request;
  return (
    <Details>
      <Product>
        <ProductThumb src={product.imageUrl} size="lg" loading="eager" />
        <div>
          <Text size="sm" tone="muted">
            {request.categoryNameKo} 견적 요청 · {product.brand}
          </Text>
          <Heading level={1}>{product.name}</Heading>
        </div>
      </Product>
      <DescriptionList layout="grid" items={statusRows(request, onDeadline)} />
      <DescriptionList layout="rows" items={productRows(request)} aria-label="요청한 상품" />
      <Section aria-labelledby={answersId}>
        <Heading level={2} size="md" id={answersId}>
          구매자 답변
        </Heading>
        {request.answers.length > 0 ? (
          <DescriptionList
            layout="rows"
            items={request.answers.map((answer) => ({
              term: answer.questionText,
              description: answer.answerText,
            }))}
          />
        ) : (
          <Text tone="muted">구매자가 답한 질문이 없어요.</Text>
        )}
      </Section>
    </Details>
  );
}
