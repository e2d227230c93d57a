import { noticeArticleOf } from '@quotemarket/contract';
import { useNoticePreview } from '@quotemarket/hooks';
import { styled } from 'styled-components';
import { EmptyState, ErrorFallback, NoticeArticle, SkeletonList, vars } from '@quotemarket/ui';

/**
 * The buyer app's column at a phone's width on its own background: the article inside is drawn by
 * the same kit component from the same props (`noticeArticleOf`) as the buyer's notice page.
 */
const BuyerColumn = styled.div`
  max-width: 375px;
  margin: 0 auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  overflow: hidden;
`;

/**
 * The saved notice as the buyer's notice page shows it, from the server's sanitised HTML (what
 * buyers receive), so a tag the allow-list drops is not in the preview either.
 */
export function NoticePreview({ noticeId }: { noticeId: number | null }) {
  if (noticeId === null) {
    return (
      <EmptyState
        title="임시 저장하면 미리 볼 수 있어요"
        description="저장한 공지를 구매자가 볼 모습 그대로 여기에 보여 드려요."
      />
    );
  }
  return <SavedNoticePreview noticeId={noticeId} />;
}

function SavedNoticePreview({ noticeId }: { noticeId: number }) {
  const preview = useNoticePreview(noticeId);
  if (preview.isPending) return <SkeletonList count={3} label="미리 보기를 불러오는 중" />;
  if (preview.isError) {
    return (
      <ErrorFallback
        title="미리 보기를 불러오지 못했어요"
        description={preview.error.message}
        onRetry={() => void preview.refetch()}
      />
    );
  }
  return (
    <BuyerColumn data-testid="buyer-preview" aria-busy={preview.isFetching}>
      <NoticeArticle {...noticeArticleOf(preview.data)} />
    </BuyerColumn>
  );
}
