import { useSellerInbox } from '@quotemarket/hooks';
import { Button, EmptyState, InfiniteList } from '@quotemarket/ui';
import { assumedViewport } from '../../shared/firstScreen';
import { pagedListState } from '../../shared/pagedListState';
import { InboxItem } from './InboxItem';

interface InboxListProps {
  /** Only this category's requests; every category of the store when undefined. */
  categoryId: number | undefined;
  /** Drops the category filter (offered when a filtered list is empty). */
  onShowAll: () => void;
}

/**
 * The open requests, newest first, ten at a time as the end comes into view. The console's live
 * stream refreshes the query when a request arrives, and the list follows the query.
 */
export function InboxList({ categoryId, onShowAll }: InboxListProps) {
  const inbox = useSellerInbox(categoryId === undefined ? {} : { categoryId });
  return (
    <InfiniteList
      label="견적을 기다리는 요청"
      {...pagedListState(inbox, (request) => request.quotationId, {
        loading: '견적 요청을 불러오는 중',
        failed: '견적 요청을 불러오지 못했어요.',
        moreFailed: '견적 요청을 더 불러오지 못했어요.',
      })}
      renderItem={(request) => <InboxItem request={request} />}
      estimateSize={148}
      gap={12}
      initialRect={assumedViewport}
      emptyFallback={
        <EmptyState
          title="지금 견적을 기다리는 요청이 없어요."
          description="새 견적 요청이 들어오면 새로고침하지 않아도 이 목록에 바로 나타나요."
          action={
            categoryId !== undefined && (
              <Button variant="outline" onClick={onShowAll}>
                모든 카테고리 보기
              </Button>
            )
          }
        />
      }
    />
  );
}
