import { useParams } from 'react-router-dom';
import { noticeArticleOf, notFoundTitle } from '@quotemarket/contract';
import { ApiError, useNoticeDetail } from '@quotemarket/hooks';
import { ErrorFallback, NoticeArticle, PageStack, SkeletonList } from '@quotemarket/ui';
import { paths } from '../../paths';

const noticeNotFoundText = notFoundTitle('notice');

function parseNoticeId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function NoticeNotFound() {
  return (
    <PageStack>
      <ErrorFallback
        title={noticeNotFoundText}
        description="삭제되었거나 주소가 잘못되었을 수 있어요."
        homeHref={paths.noticeList()}
        homeLabel="공지사항 목록으로"
      />
    </PageStack>
  );
}

/** A notice (`paths.noticeDetail`): its title, category, date, image and content. */
export function NoticeDetailPage() {
  const noticeId = parseNoticeId(useParams().id);
  if (noticeId === null) return <NoticeNotFound />;
  return <Detail noticeId={noticeId} />;
}

function Detail({ noticeId }: { noticeId: number }) {
  const detail = useNoticeDetail(noticeId);
  if (detail.isPending) {
    return (
      <PageStack>
        <SkeletonList count={3} label="공지사항을 불러오는 중" />
      </PageStack>
    );
  }
  if (detail.isError) {
    // A missing notice will not appear on retry; any other failure might pass.
    if (detail.error instanceof ApiError && detail.error.status === 404) return <NoticeNotFound />;
    return (
      <PageStack>
        <ErrorFallback
          title="공지사항을 불러오지 못했어요"
          onRetry={() => void detail.refetch()}
          homeHref={paths.noticeList()}
          homeLabel="공지사항 목록으로"
        />
      </PageStack>
    );
  }
  return <NoticeArticle {...noticeArticleOf(detail.data)} />;
}
