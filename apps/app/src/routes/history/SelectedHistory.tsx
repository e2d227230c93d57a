import type { HistoryListItem } from '@quotemarket/contract';
import { queryKeys, useSelectedHistory } from '@quotemarket/hooks';
import { QuoteCard } from '@quotemarket/ui';
import { paths } from '../../paths';
import { HistoryList } from './HistoryList';
import { selectedDealCard, selectedHistoryEmptyText } from './historyRules';
import { useHistorySort } from './useHistorySort';

const listKey = queryKeys.quotations.selectedHistory.list;

/** The first tab (spec 6): the quotes the buyer chose, newest first unless sorted otherwise. */
export function SelectedHistory() {
  const { sort, changeSort } = useHistorySort(listKey);
  const history = useSelectedHistory(sort);
  return (
    <HistoryList
      query={history}
      sort={sort}
      onSortChange={changeSort}
      label="선택한 견적"
      renderItem={(item: HistoryListItem) => <SelectedDeal item={item} />}
      estimateSize={360}
      empty={{
        title: selectedHistoryEmptyText,
        description: '받은 견적 중 마음에 드는 견적을 골라 구매 신청해 보세요.',
        actionLabel: '견적 확인하러 가기',
        actionTo: paths.quotationCheck(),
      }}
    />
  );
}

/** One chosen quote as a card, in its category's words. */
function SelectedDeal({ item }: { item: HistoryListItem }) {
  const card = selectedDealCard(item);
  return (
    <QuoteCard
      productName={card.productName}
      productImageSrc={item.imageUrl}
      seller={{
        storeName: item.storeName,
        imageSrc: item.sellerImg,
        rating: item.storeRating,
        businessVerifiedAt: item.businessVerifiedAt,
      }}
      figures={card.figures}
      isLowest
      href={card.href}
      headingLevel={2}
    />
  );
}
