import { allCategoriesId, biddingWindowHours } from '@quotemarket/contract';
import { Heading, PageStack, Text } from '@quotemarket/ui';
import { InboxCategoryFilter } from './InboxCategoryFilter';
import { InboxList } from './InboxList';
import { useInboxCategory } from './useInboxCategory';

/** The inbox (`paths.inbox()`): the quote requests waiting for this store's quote. */
export function InboxPage() {
  const { categoryId, chooseCategory } = useInboxCategory();
  return (
    <PageStack>
      <div>
        <Heading level={1}>견적 요청</Heading>
        <Text tone="muted" size="sm">
          내 카테고리의 견적 요청이에요. 요청마다 {biddingWindowHours}시간 안에 견적을 보낼 수
          있어요.
        </Text>
      </div>
      <InboxCategoryFilter categoryId={categoryId} onSelect={chooseCategory} />
      <InboxList categoryId={categoryId} onShowAll={() => chooseCategory(allCategoriesId)} />
    </PageStack>
  );
}
