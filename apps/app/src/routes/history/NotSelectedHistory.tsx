import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { EstimationCard, PendingHistoryItem } from '@quotemarket/contract';
import { queryKeys, useEstimationsByQuotation, usePendingHistory } from '@quotemarket/hooks';
import {
  Button,
  ExpandableCard,
  Heading,
  KeyValueList,
  MutedText,
  SellerCard,
  Spinner,
  Text,
  formatDate,
  formatNumber,
  formatWon,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { HistoryList } from './HistoryList';
import {
  isStillOpen,
  pendingHistoryEmptyText,
  pendingSummary,
  pendingSummaryRows,
} from './historyRules';
import { useHistorySort } from './useHistorySort';

/** How many of a request's quotes its card lists; the rest are on the request's own page. */
const quotesShown = 3;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Quotes = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: ${vars.space[2]} 0 0;
  padding: 0;
  list-style: none;
`;

const QuoteCost = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  white-space: nowrap;
`;

const listKey = queryKeys.quotations.pendingHistory.list;

/** The second tab (spec 7): requests still open or ended without a choice. */
export function NotSelectedHistory() {
  const { sort, changeSort } = useHistorySort(listKey);
  const history = usePendingHistory(sort);
  return (
    <HistoryList
      query={history}
      sort={sort}
      onSortChange={changeSort}
      label="선택하지 않은 견적"
      renderItem={(item: PendingHistoryItem) => <PendingRequest item={item} />}
      estimateSize={96}
      empty={{
        title: pendingHistoryEmptyText,
        description: '견적을 요청하면 판매점을 고르기 전까지 여기에서 볼 수 있어요.',
        actionLabel: '견적 요청하러 가기',
        actionTo: paths.home(),
      }}
    />
  );
}

/** One request as a card that opens on its figures, and loads its quotes the first time. */
function PendingRequest({ item }: { item: PendingHistoryItem }) {
  return (
    <ExpandableCard
      headingLevel={2}
      title={item.productName}
      subtitle={`${item.applicationStatus} · ${formatDate(item.createdAt)} 요청`}
      summary={pendingSummary(item)}
      data-status={item.applicationStatus}
    >
      <Body>
        <KeyValueList items={pendingSummaryRows(item)} />
        <PendingQuotes item={item} />
        {isStillOpen(item) && (
          <Button asChild variant="outline" fullWidth>
            <Link to={paths.quotationInProgress(item.quotationId, item.productId)}>
              받은 견적 모두 보기
            </Link>
          </Button>
        )}
      </Body>
    </ExpandableCard>
  );
}

/** The quotes a request received, the biggest subsidy first (mounted when its card opens). */
function PendingQuotes({ item }: { item: PendingHistoryItem }) {
  if (item.biddingStoreCount === 0) {
    return (
      <MutedText>
        {isStillOpen(item) ? '아직 입찰한 판매점이 없어요.' : '입찰한 판매점이 없었어요.'}
      </MutedText>
    );
  }
  return <LoadedQuotes quotationId={item.quotationId} />;
}

function LoadedQuotes({ quotationId }: { quotationId: number }) {
  const quotes = useEstimationsByQuotation(quotationId, 'highestAmountFunding');
  const headingId = `pending-quotes-${quotationId}`;
  let body;
  if (quotes.isPending) {
    body = <Spinner label="받은 견적을 불러오는 중" />;
  } else if (quotes.isError) {
    body = (
      <div role="alert">
        <Text size="sm" tone="danger">
          받은 견적을 불러오지 못했어요.
        </Text>
        <Button variant="outline" size="sm" onClick={() => void quotes.refetch()}>
          다시 시도
        </Button>
      </div>
    );
  } else if (quotes.items.length === 0) {
    body = <MutedText>지금 볼 수 있는 견적이 없어요.</MutedText>;
  } else {
    body = (
      <Quotes aria-labelledby={headingId}>
        {quotes.items.slice(0, quotesShown).map((quote) => (
          <li key={quote.estimationId}>
            <QuoteLine quote={quote} />
          </li>
        ))}
      </Quotes>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Heading level={3} size="sm" id={headingId}>
        받은 견적
        {quotes.data ? ` ${formatNumber(quotes.data.pages[0]?.totalElements ?? 0)}개` : ''}
      </Heading>
      {body}
    </section>
  );
}

/** A quote in one line: the store, and what the quote costs in all over its contract. */
function QuoteLine({ quote }: { quote: EstimationCard }) {
  return (
    <SellerCard
      size="sm"
      storeName={quote.storeName}
      imageSrc={quote.sellerImageUrl}
      businessVerifiedAt={quote.businessVerifiedAt}
      rating={quote.storeRating}
      action={
        <QuoteCost>
          <Text as="span" size="sm">
            {formatWon(quote.allInCost)}
          </Text>
          <Text as="span" size="xs" tone="muted">
            {formatNumber(quote.allInCostMonths)}개월 총 비용
          </Text>
        </QuoteCost>
      }
    />
  );
}
