import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { NoticeSummary } from '@quotemarket/contract';
import { useNotices } from '@quotemarket/hooks';
import {
  Badge,
  EmptyState,
  formatDate,
  InfiniteList,
  PageStack,
  Text,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { assumedViewport } from '../../shared/firstScreen';

const NoticeLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} 0;
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.text};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

const Meta = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

const Title = styled.span`
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
`;

function NoticeRow({ notice }: { notice: NoticeSummary }) {
  return (
    <NoticeLink to={paths.noticeDetail(notice.id)}>
      <Meta>
        {notice.mandatory && <Badge tone="danger">필독</Badge>}
        <Text as="span" size="sm" tone="muted">
          {notice.category}
        </Text>
      </Meta>
      <Title>{notice.title}</Title>
      <Text as="span" size="sm" tone="subtle">
        <time dateTime={notice.date}>{formatDate(notice.date)}</time>
      </Text>
    </NoticeLink>
  );
}

/** The notices (`paths.noticeList`): must-read ones first, then the newest, ten at a time. */
export function NoticeListPage() {
  const notices = useNotices();
  // A failed first page replaces the list; a failed later page shows under the loaded rows.
  const firstPageFailed = notices.isError && !notices.isFetchNextPageError;
  return (
    <PageStack>
      <InfiniteList
        initialRect={assumedViewport}
        label="공지사항 목록"
        items={notices.items}
        getItemKey={(notice: NoticeSummary) => notice.id}
        renderItem={(notice: NoticeSummary) => <NoticeRow notice={notice} />}
        estimateSize={88}
        loading={notices.isPending}
        loadingLabel="공지사항을 불러오는 중"
        emptyFallback={<EmptyState title="아직 공지사항이 없어요." />}
        error={
          firstPageFailed
            ? '공지사항을 불러오지 못했어요.'
            : notices.isFetchNextPageError
              ? '공지사항을 더 불러오지 못했어요.'
              : undefined
        }
        onRetry={() => void (firstPageFailed ? notices.refetch() : notices.fetchNextPage())}
        hasNextPage={notices.hasNextPage}
        isFetchingNextPage={notices.isFetchingNextPage}
        onLoadMore={() => void notices.fetchNextPage()}
      />
    </PageStack>
  );
}
