import type { MyReport } from '@quotemarket/contract';
import { useMyReports } from '@quotemarket/hooks';
import { EmptyState, InfiniteList, PageStack } from '@quotemarket/ui';
import { assumedViewport } from '../../shared/firstScreen';
import { MyReportCard } from './MyReportCard';

export const myReportsTexts = {
  empty: '신고한 판매점이 없어요',
  emptyDescription: '견적 내역에서 판매점을 신고하면 처리 결과를 여기서 볼 수 있어요.',
  loadFailed: '신고 내역을 불러오지 못했어요.',
  moreFailed: '신고 내역을 더 불러오지 못했어요.',
} as const;

/** `paths.myReports()`: 신고 내역, the buyer's reports newest first with each outcome. */
export function MyReportsPage() {
  const reports = useMyReports();
  // A failed first page replaces the list; a failed later page shows under the loaded reports.
  const firstPageFailed = reports.isError && !reports.isFetchNextPageError;
  return (
    <PageStack data-page="my-reports">
      <InfiniteList
        initialRect={assumedViewport}
        label="신고 내역 목록"
        items={reports.items}
        getItemKey={(report: MyReport) => report.id}
        renderItem={(report: MyReport) => <MyReportCard report={report} />}
        estimateSize={200}
        loading={reports.isPending}
        loadingLabel="신고 내역을 불러오는 중"
        emptyFallback={
          <EmptyState title={myReportsTexts.empty} description={myReportsTexts.emptyDescription} />
        }
        error={
          firstPageFailed
            ? myReportsTexts.loadFailed
            : reports.isFetchNextPageError
              ? myReportsTexts.moreFailed
              : undefined
        }
        onRetry={() => void (firstPageFailed ? reports.refetch() : reports.fetchNextPage())}
        hasNextPage={reports.hasNextPage}
        isFetchingNextPage={reports.isFetchingNextPage}
        onLoadMore={() => void reports.fetchNextPage()}
      />
    </PageStack>
  );
}
