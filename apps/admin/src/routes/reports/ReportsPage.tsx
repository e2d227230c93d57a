import {
  adminReportSorting,
  reportReasonLabels,
  reportReasons,
  reportStatuses,
  reportStatusLabels,
  type ReportReason,
  type ReportStatus,
} from '@quotemarket/contract';
import { useAdminReports } from '@quotemarket/hooks';
import { PageStack, SelectField } from '@quotemarket/ui';
import { PagedListView } from '../../shared/PagedListView';
import { QueueFilter, StatusQueueHeader } from '../../shared/StatusQueueHeader';
import { useListOrderSearch } from '../../shared/useListOrderSearch';
import { useStatusQueueSearch } from '../../shared/useStatusQueueSearch';
import { ReportsTable } from './ReportsTable';
import { useReportReasonSearch } from './useReportReasonSearch';

const reasonOptions = [
  { value: '', label: '전체' },
  ...reportReasons.map((reason) => ({ value: reason, label: reportReasonLabels[reason] })),
];

function emptyTitle(status: ReportStatus | undefined, reason: ReportReason | undefined): string {
  const ofReason = reason ? `'${reportReasonLabels[reason]}' ` : '';
  if (status) return `${reportStatusLabels[status]} 상태인 ${ofReason}신고가 없어요`;
  return reason ? `${ofReason}신고가 없어요` : '아직 신고가 없어요';
}

/**
 * `paths.reports()`: buyers' reports against dealers as a queue — 접수 by default (what waits for
 * an operator), filtered by status and reason, ordered by a column's header (the oldest first at
 * the start) and paged by the server. The filters, the order and the page live in the address.
 */
export function ReportsPage() {
  const search = useStatusQueueSearch(reportStatuses, 'RECEIVED');
  const { status, page, show } = search;
  const reasonSearch = useReportReasonSearch();
  const { reason } = reasonSearch;
  const sorted = useListOrderSearch(adminReportSorting);
  const reports = useAdminReports({ status, reason }, { page, order: sorted.order });

  return (
    <PageStack>
      <StatusQueueHeader
        title="신고"
        statuses={reportStatuses}
        labels={reportStatusLabels}
        search={search}
        filters={
          <QueueFilter>
            <SelectField
              label="사유"
              options={reasonOptions}
              value={reason ?? ''}
              onValueChange={(value) =>
                reasonSearch.show(reportReasons.find((known) => known === value))
              }
            />
          </QueueFilter>
        }
      />
      <PagedListView
        query={reports}
        loadingLabel="신고를 불러오는 중"
        errorTitle="신고를 불러오지 못했어요"
        empty={{
          title: emptyTitle(status, reason),
          description: '구매자가 판매점을 신고하면 여기에 보여요.',
        }}
        countUnit="건"
        page={page}
        pageLabel="신고 페이지"
        onPageChange={(next) => show({ status, page: next })}
      >
        {(_list, busy) => (
          <ReportsTable
            reports={reports.data?.list ?? []}
            caption="신고"
            busy={busy}
            order={{ value: sorted.order, onChange: sorted.show }}
          />
        )}
      </PagedListView>
    </PageStack>
  );
}
