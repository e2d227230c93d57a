import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  categoryNameKo,
  estimationClosedReasonLabels,
  estimationOutcomeLabels,
  estimationOutcomes,
  type EstimationOutcome,
  type SellerEstimationListItem,
} from '@quotemarket/contract';
import { useSellerEstimations, useSellerUnreadMessages } from '@quotemarket/hooks';
import {
  Badge,
  Button,
  CategoryChips,
  Countdown,
  EmptyState,
  formatDateTime,
  formatNumber,
  Heading,
  InfiniteList,
  PageStack,
  Text,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { EstimationSummaryFigures } from '../../shared/EstimationSummaryFigures';
import { ListCard, ListCardHeader } from '../../shared/ListCard';
import { OutcomeBadge } from '../../shared/OutcomeBadge';
import { pagedListState } from '../../shared/pagedListState';

/** The search parameter that keeps the chosen outcome, so a reload or a shared link keeps it. */
const outcomeParam = 'outcome';

// The chips take numbers: 0 is 전체, then each outcome in the contract's order.
const allOutcomesChipId = 0;
const outcomeChips = [
  { id: allOutcomesChipId, name: '전체' },
  ...estimationOutcomes.map((outcome, index) => ({
    id: index + 1,
    name: estimationOutcomeLabels[outcome],
  })),
];

function outcomeOfParam(value: string | null): EstimationOutcome | undefined {
  return estimationOutcomes.find((outcome) => outcome === value);
}

const Row = styled.div`
  padding-bottom: ${vars.space[3]};
`;

const ProductLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

const Deadline = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;

/** At the row's end, beside the time left or alone. */
const MessagesAction = styled.div`
  margin-inline-start: auto;
`;

const MessagesLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** `paths.bids()`: every quote the store sent, newest first, filtered by how it ended. */
export function BidsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = outcomeOfParam(searchParams.get(outcomeParam));
  const estimations = useSellerEstimations(outcome ? { outcome } : {});
  const unread = useSellerUnreadMessages();
  const total = estimations.data?.pages[0]?.totalElements;

  const chooseChip = (chipId: number) => {
    const next = estimationOutcomes[chipId - 1];
    setSearchParams(
      (params) => {
        if (next) params.set(outcomeParam, next);
        else params.delete(outcomeParam);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <PageStack>
      <Heading level={1}>보낸 견적</Heading>
      <CategoryChips
        label="결과별로 보기"
        categories={outcomeChips}
        selectedId={outcome ? estimationOutcomes.indexOf(outcome) + 1 : allOutcomesChipId}
        onSelect={chooseChip}
      />
      {total !== undefined && (
        <Text size="sm" tone="muted">
          총 {formatNumber(total)}건
        </Text>
      )}
      <InfiniteList
        label="보낸 견적"
        {...pagedListState(estimations, (item) => item.estimationId, {
          loading: '보낸 견적을 불러오는 중',
          failed: '보낸 견적을 불러오지 못했어요.',
          moreFailed: '보낸 견적을 더 불러오지 못했어요.',
        })}
        renderItem={(item) => (
          <Row>
            <SentEstimationCard item={item} unread={unread.unreadOf(item.estimationId)} />
          </Row>
        )}
        estimateSize={240}
        emptyFallback={
          outcome ? (
            <EmptyState
              title={`‘${estimationOutcomeLabels[outcome]}’에 해당하는 견적이 없어요.`}
              description="다른 결과를 골라 보세요."
            />
          ) : (
            <EmptyState
              title="아직 보낸 견적이 없어요."
              description="들어온 견적 요청에 견적을 보내면 여기에서 결과를 볼 수 있어요."
              action={
                <Button asChild variant="outline">
                  <Link to={paths.inbox()}>견적 요청 보러 가기</Link>
                </Button>
              }
            />
          )
        }
      />
    </PageStack>
  );
}

/**
 * One sent quote: the product, when it went out, how it ended and why (when it was not chosen), its
 * figures and time left, and the way to the conversation with its buyer with what is unread there.
 */
function SentEstimationCard({ item, unread }: { item: SellerEstimationListItem; unread: number }) {
  return (
    <ListCard aria-labelledby={`estimation-${item.estimationId}`}>
      <ListCardHeader>
        <Heading level={2} size="md" id={`estimation-${item.estimationId}`}>
          <ProductLink to={paths.request(item.quotationId)}>{item.productName}</ProductLink>
        </Heading>
        <OutcomeBadge outcome={item.outcome} />
      </ListCardHeader>
      <Text size="sm" tone="muted">
        {categoryNameKo(item.categoryId)} ·{' '}
        <time dateTime={item.submittedAt}>{formatDateTime(item.submittedAt)}</time> 보냄
      </Text>
      {item.closedReason && (
        <Text size="sm" data-part="closed-reason">
          {estimationClosedReasonLabels[item.closedReason]}
        </Text>
      )}
      <EstimationSummaryFigures summary={item.summary} />
      <Footer>
        {item.outcome === 'PENDING' && (
          <Deadline>
            마감까지
            <Countdown deadline={item.deadlineAt} label="마감까지 남은 시간" />
          </Deadline>
        )}
        <MessagesAction>
          <Button asChild variant={unread > 0 ? 'primary' : 'outline'} size="sm">
            <Link
              to={paths.requestMessages(item.quotationId)}
              aria-describedby={`estimation-${item.estimationId}`}
            >
              <MessagesLabel>
                메시지
                {unread > 0 && <Badge tone="neutral">안 읽음 {unread}</Badge>}
              </MessagesLabel>
            </Link>
          </Button>
        </MessagesAction>
      </Footer>
    </ListCard>
  );
}
