import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  cheapestQuoteMark,
  maxSellerImages,
  type QuotationCheckItem,
  quoteKindOfRequest,
} from '@quotemarket/contract';
import {
  Badge,
  Button,
  EmptyState,
  ErrorFallback,
  Heading,
  InfiniteList,
  MutedText,
  PageStack,
  QuoteRequestCard,
  SkeletonList,
  vars,
  formatNumber,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { unreadMessagesText } from './conversationRules';
import { quoteCardFigures, requestOptions, requestProductName } from './quotationRules';
import { useQuotationCheckPage } from './useQuotationCheckPage';
import { assumedViewport } from '../../shared/firstScreen';

const Row = styled.div`
  padding-bottom: ${vars.space[3]};
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

/** '3개 상품이 선택을 기다리고 있어요' (spec screen 3). */
export function waitingHeading(total: number): string {
  return `${formatNumber(total)}개 상품이 선택을 기다리고 있어요`;
}

/** The quote check (`paths.quotationCheck`): the buyer's requests still taking quotes. */
export function QuotationCheckPage() {
  const page = useQuotationCheckPage();

  if (page.loading) {
    return (
      <PageStack>
        <SkeletonList count={3} label="견적 요청을 불러오는 중" />
      </PageStack>
    );
  }
  if (page.failed) {
    return (
      <PageStack>
        <ErrorFallback title="견적 요청을 불러오지 못했어요" onRetry={page.retry} />
      </PageStack>
    );
  }

  const total = page.total ?? page.items.length;
  return (
    <PageStack>
      {total > 0 ? (
        <Intro>
          <Heading level={2} size="lg">
            {waitingHeading(total)}
          </Heading>
          <MutedText>견적은 요청하고 48시간 동안 받을 수 있어요. 마감 전에 골라 주세요.</MutedText>
        </Intro>
      ) : null}
      <InfiniteList
        initialRect={assumedViewport}
        label="선택을 기다리는 견적 요청"
        items={page.items}
        getItemKey={(item: QuotationCheckItem) => item.quotationId}
        renderItem={(item: QuotationCheckItem) => (
          <Row>
            <RequestCard
              item={item}
              unread={page.unreadOf(item.quotationId)}
              onExpire={page.refresh}
            />
          </Row>
        )}
        estimateSize={320}
        loadingLabel="견적 요청을 불러오는 중"
        emptyFallback={
          <EmptyState
            title="진행 중인 견적 요청이 없어요"
            description="마음에 드는 상품을 고르고 최저가 견적을 받아 보세요."
            action={
              <Button asChild variant="outline">
                <Link to={paths.home()}>상품 둘러보기</Link>
              </Button>
            }
          />
        }
        error={page.nextPageFailed ? '견적 요청을 더 불러오지 못했어요.' : undefined}
        onRetry={page.retry}
        hasNextPage={page.hasNextPage}
        isFetchingNextPage={page.isFetchingNextPage}
        onLoadMore={page.loadMore}
      />
    </PageStack>
  );
}

function RequestCard({
  item,
  unread,
  onExpire,
}: {
  item: QuotationCheckItem;
  unread: number;
  onExpire: () => void;
}) {
  const { productDetails: product, estimationDetails: best } = item;
  const kind = quoteKindOfRequest(product.categoryId1);
  return (
    <QuoteRequestCard
      headingLevel={3}
      productName={requestProductName(product)}
      productImageSrc={product.imageUrl}
      options={requestOptions(product)}
      href={paths.quotationInProgress(item.quotationId, product.id)}
      estimationCount={item.estimationCount}
      // The stores' photos, cheapest quote first: five at most, then "5+" from the count. The list has
      // no names, so a store without a photo shows the kit's store icon.
      sellers={item.sellerImages
        .slice(0, maxSellerImages)
        .map((imageSrc, index) => ({ id: index, imageSrc }))}
      deadline={item.quotationTimeLimit}
      onExpire={onExpire}
      best={best ? { storeName: best.storeName, figures: quoteCardFigures(best, kind) } : null}
      bestLabel={cheapestQuoteMark}
      status={
        unread > 0 ? <Badge data-part="unread">{unreadMessagesText(unread)}</Badge> : undefined
      }
    />
  );
}

export { quotationCheckEntry } from './quotationEntries';
