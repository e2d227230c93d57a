import { styled } from 'styled-components';
import type { HistoryListItem } from '@quotemarket/contract';
import { queryKeys, useSelectedHistory } from '@quotemarket/hooks';
import { Button, EmptyState, InfiniteList, QuoteCard, vars } from '@quotemarket/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { historyListState } from './historyListState';
import { selectedDealCard, selectedHistoryEmptyText } from './historyRules';
import { HistoryToolbar } from './HistoryToolbar';
import { useHistorySort } from './useHistorySort';

const Row = styled.div`
  padding-bottom: ${vars.space[3]};
`;

const listKey = queryKeys.quotations.selectedHistory.list;

/** The first tab (spec 6): the quotes the buyer chose, newest first unless sorted otherwise. */
export function SelectedHistory() {
  const { sort, changeSort } = useHistorySort(listKey);
  const history = useSelectedHistory(sort);
  return (
    <>
      <HistoryToolbar
        total={history.data?.pages[0]?.totalElements}
        sort={sort}
        onSortChange={changeSort}
      />
      <InfiniteList
        label="선택한 견적"
        {...historyListState(history, (item: HistoryListItem) => item.quotationId)}
        renderItem={(item: HistoryListItem) => (
          <Row>
            <SelectedDeal item={item} />
          </Row>
        )}
        estimateSize={360}
        emptyFallback={
          <EmptyState
            title={selectedHistoryEmptyText}
            description="받은 견적 중 마음에 드는 견적을 골라 구매 신청해 보세요."
            action={
              <Button asChild variant="outline">
                <Link to={paths.quotationCheck()}>견적 확인하러 가기</Link>
              </Button>
            }
          />
        }
      />
    </>
  );
}

/** One chosen quote as a card, in its category's words. */
function SelectedDeal({ item }: { item: HistoryListItem }) {
  const card = selectedDealCard(item);
  const common = {
    productName: card.productName,
    productImageSrc: item.imageUrl,
    seller: { storeName: item.storeName, imageSrc: item.sellerImg, rating: item.storeRating },
    isLowest: true,
    href: card.href,
    headingLevel: 2 as const,
  };
  // An internet plan's card names its cash gift and bundled fee: the rental card with its own rows.
  if (card.kind === 'internet')
    return <QuoteCard {...common} kind="rental" figures={card.figures} />;
  return <QuoteCard {...common} kind={card.kind} {...card.amounts} />;
}
