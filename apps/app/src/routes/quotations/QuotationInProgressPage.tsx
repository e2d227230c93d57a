import {
  answerSpeedText,
  cheapestQuoteMark,
  notFoundMessage,
  storeWithdrawnQuoteNotice,
} from '@quotemarket/contract';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { EstimationCard } from '@quotemarket/contract';
import {
  Badge,
  BidderCard,
  Button,
  Countdown,
  EmptyState,
  ErrorFallback,
  Heading,
  InfiniteList,
  MutedText,
  PageStack,
  SkeletonList,
  Text,
  useToast,
  vars,
  type BidderOutcome,
  type KeyValueItem,
  formatNumber,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { AskStoreLink } from './AskStoreLink';
import { cardKind, quoteCardFigures } from './quotationRules';
import { parseRouteId } from './routeIds';
import { SelectionDialogs, selectionDoneMessage } from './SelectionDialogs';
import { StopQuotes } from './StopQuotes';
import {
  useQuotationInProgressPage,
  type QuotationInProgressPageModel,
} from './useQuotationInProgressPage';
import { assumedViewport } from '../../shared/firstScreen';

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[5]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
`;

const Deadline = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};

  & > [role='timer'] {
    font-size: ${vars.font.size.lg};
  }
`;

const Row = styled.div`
  padding-bottom: ${vars.space[3]};
`;

/** '판매점 4곳이 견적을 보냈어요'. */
export function biddersText(count: number): string {
  if (count === 0) return '아직 견적을 보낸 판매점이 없어요';
  return `판매점 ${formatNumber(count)}곳이 견적을 보냈어요`;
}

/** An in-progress request (`paths.quotationInProgress`): its dealers' quotes and the time left. */
export function QuotationInProgressPage() {
  const params = useParams();
  const quotationId = parseRouteId(params.quotationId);
  const productId = parseRouteId(params.productId);
  if (quotationId === null || productId === null) {
    return <Navigate to={paths.quotationCheck()} replace />;
  }
  return <InProgress key={quotationId} quotationId={quotationId} productId={productId} />;
}

function InProgress({ quotationId, productId }: { quotationId: number; productId: number }) {
  const page = useQuotationInProgressPage(quotationId);

  if (page.notFound) return <BackToQuotationCheck message={page.notFoundMessage} />;
  if (page.loading) {
    return (
      <PageStack>
        <SkeletonList count={3} label="받은 견적을 불러오는 중" />
      </PageStack>
    );
  }
  if (page.failed || !page.quotation) {
    return (
      <PageStack>
        <ErrorFallback
          title="받은 견적을 불러오지 못했어요"
          onRetry={page.retry}
          homeHref={paths.quotationCheck()}
          homeLabel="견적 확인으로"
        />
      </PageStack>
    );
  }

  const { quotation } = page;
  return (
    <PageStack>
      <Summary aria-labelledby="in-progress-product">
        <Heading level={2} size="lg" id="in-progress-product">
          {quotation.productName}
        </Heading>
        <Text tone="subtle">{biddersText(quotation.estimationCount)}</Text>
        {quotation.selectedEstimationId !== null ? (
          <Text tone="success" data-part="selected">
            구매 신청한 견적이 있어요. {selectionDoneMessage}
          </Text>
        ) : (
          <Deadline>
            {page.closed ? null : <span aria-hidden="true">마감까지</span>}
            <Countdown
              // Closed by the server (its clock): no time is left, whatever ours says.
              deadline={quotation.isOpen ? quotation.deadlineAt : 0}
              label="마감까지 남은 시간"
              urgentBelowMs={60 * 60_000}
              onExpire={page.onExpire}
            />
            {page.closed ? <span>더 이상 견적을 받거나 구매 신청할 수 없어요.</span> : null}
          </Deadline>
        )}
        {page.saving ? (
          <Text tone="success" size="sm" data-part="saving">
            {page.saving}
          </Text>
        ) : null}
        {quotation.selectedEstimationId === null && !page.closed ? (
          <StopQuotes quotationId={quotation.quotationId} />
        ) : null}
      </Summary>
      {page.items.length > 1 ? (
        <MutedText>약정 기간 동안 내는 총 비용이 낮은 순서로 보여 드려요.</MutedText>
      ) : null}
      <Quotes page={page} productId={productId} />
      <SelectionDialogs flow={page.selection} />
    </PageStack>
  );
}

function Quotes({ page, productId }: { page: QuotationInProgressPageModel; productId: number }) {
  const navigate = useNavigate();
  const { quotation } = page;
  if (!quotation) return null;
  return (
    <InfiniteList
      initialRect={assumedViewport}
      label="받은 견적 (총 비용이 낮은 순)"
      items={page.items}
      getItemKey={(card: EstimationCard) => card.estimationId}
      renderItem={(card: EstimationCard) => {
        const kind = cardKind(card);
        const cheapest = page.isCheapest(card);
        return (
          <Row>
            <BidderCard
              data-cheapest={cheapest || undefined}
              storeName={card.storeName}
              sellerImageSrc={card.sellerImageUrl}
              businessVerifiedAt={card.businessVerifiedAt}
              rating={card.storeRating}
              successfulBidCount={card.successfulBidCount}
              answerSpeed={answerSpeedText(card.medianAnswerMinutes)}
              sellerHref={paths.store(card.sellerId)}
              figures={withCheapestMark(quoteCardFigures(card, kind), cheapest)}
              comparison={page.marketComparison(card)}
              outcome={bidderOutcomeOf(card)}
              outcomeLabel={card.withdrawnForStore ? storeWithdrawnQuoteNotice : undefined}
              selectLabel="구매 신청하기"
              selectDisabled={page.closed}
              selecting={
                page.selection.consent.pending &&
                page.selection.consent.estimationId === card.estimationId
              }
              onSelect={() =>
                page.selection.request({
                  estimationId: card.estimationId,
                  quotationId: quotation.quotationId,
                  storeName: card.storeName,
                })
              }
              footer={
                card.withdrawnForStore ? undefined : (
                  <AskStoreLink
                    estimationId={card.estimationId}
                    unread={page.unreadOf(card.estimationId)}
                  />
                )
              }
              onViewDetail={
                card.withdrawnForStore
                  ? undefined
                  : () => void navigate(paths.quoteDetail(kind, card.estimationId, productId))
              }
            />
          </Row>
        );
      }}
      estimateSize={300}
      loadingLabel="받은 견적을 불러오는 중"
      emptyFallback={
        page.closed ? (
          <EmptyState
            title="견적 없이 마감된 견적 요청이에요"
            description="48시간 동안 견적을 보낸 판매점이 없었어요. 다시 견적을 요청해 보세요."
            action={
              <Button asChild variant="outline">
                <Link to={paths.quotationCheck()}>견적 확인으로 가기</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="아직 도착한 견적이 없어요"
            description="판매점이 견적을 보내면 이 화면에 바로 보여 드려요."
          />
        )
      }
      error={page.nextPageFailed ? '견적을 더 불러오지 못했어요.' : undefined}
      onRetry={page.retry}
      hasNextPage={page.hasNextPage}
      isFetchingNextPage={page.isFetchingNextPage}
      onLoadMore={page.loadMore}
    />
  );
}

/**
 * A quote after the buyer's choice: the one asked for, or one kept beside it as not chosen; or a
 * quote its store could no longer stand by (suspended), shown as withdrawn instead of vanishing.
 */
function bidderOutcomeOf(card: EstimationCard): BidderOutcome {
  if (card.withdrawnForStore) return 'withdrawn';
  if (card.status === 'SELECTED') return 'chosen';
  return card.status === 'NOT_SELECTED' ? 'notChosen' : 'open';
}

/** The cheapest card's all-in row carries the mark, so it is read with the figure it is about. */
function withCheapestMark(figures: KeyValueItem[], cheapest: boolean): KeyValueItem[] {
  if (!cheapest) return figures;
  return figures.map((row) =>
    row.key === 'all-in'
      ? {
          ...row,
          label: (
            <>
              {row.label} <Badge>{cheapestQuoteMark}</Badge>
            </>
          ),
        }
      : row,
  );
}

/** The spec's rule for a request that is gone: back to the quote check, saying why. */
function BackToQuotationCheck({ message }: { message: string | undefined }) {
  const { toast } = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ title: message ?? notFoundMessage('quotation'), tone: 'info' });
  }, [toast, message]);
  return <Navigate to={paths.quotationCheck()} replace />;
}

export { quotationInProgressEntry } from './quotationEntries';
