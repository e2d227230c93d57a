import {
  adminReportSorting,
  anyReportReasonLabels,
  anyReportReasons,
  reportKindLabels,
  reportKinds,
  reportStatuses,
  reportStatusLabels,
  type AnyReportReason,
  type ReportKind,
  type ReportStatus,
} from '@quotemarket/contract';
import { useAdminReports } from '@quotemarket/hooks';
import { PageStack, SelectField } from '@quotemarket/ui';
import { PagedListView } from '../../shared/PagedListView';
import { QueueFilter, StatusQueueHeader } from '../../shared/StatusQueueHeader';
import { useListOrderSearch } from '../../shared/useListOrderSearch';
import { useStatusQueueSearch } from '../../shared/useStatusQueueSearch';
import { ReportsTable } from './ReportsTable';
import { useReportFilterSearch } from './useReportFilterSearch';

const kindOptions = [
  { value: '', label: '전체' },
  ...reportKinds.map((kind) => ({ value: kind, label: reportKindLabels[kind] })),
];

const reasonOptions = [
  { value: '', label: '전체' },
  ...anyReportReasons.map((reason) => ({ value: reason, label: anyReportReasonLabels[reason] })),
];

function emptyTitle(
  status: ReportStatus | undefined,
  kind: ReportKind | undefined,
  reason: AnyReportReason | undefined,
): string {
  const ofReason = reason ? `'${anyReportReasonLabels[reason]}' ` : '';
  const what = kind ? reportKindLabels[kind] : '신고';
  if (status) return `${reportStatusLabels[status]} 상태인 ${ofReason}${what}가 없어요`;
  return reason || kind ? `${ofReason}${what}가 없어요` : '아직 신고가 없어요';
}

/**
 * `paths.reports()`: buyers' reports against dealers and either side's reports of a message, as a
 * queue — 접수 by default (what waits for an operator), filtered by status, kind and reason, ordered by a column's header (the oldest first at
 * the start) and paged by the server. The filters, the order and the page live in the address.
 */
export function ReportsPage() {
  const search = useStatusQueueSearch(reportStatuses, 'RECEIVED');
  const { status, page, show } = search;
  const filters = useReportFilterSearch();
  const { kind, reason } = filters;
  const sorted = useListOrderSearch(adminReportSorting);
  const reports = useAdminReports({ status, kind, reason }, { page, order: sorted.order });

  return (
    <PageStack>
      <StatusQueueHeader
        title="신고"
        statuses={reportStatuses}
        labels={reportStatusLabels}
        search={search}
        filters={
          <>
            <QueueFilter>
              <SelectField
                label="종류"
                options={kindOptions}
                value={kind ?? ''}
                onValueChange={(value) =>
                  filters.showKind(reportKinds.find((known) => known === value))
                }
              />
            </QueueFilter>
            <QueueFilter>
              <SelectField
                label="사유"
                options={reasonOptions}
                value={reason ?? ''}
                onValueChange={(value) =>
                  filters.showReason(anyReportReasons.find((known) => known === value))
                }
              />
            </QueueFilter>
          </>
        }
      />
      <PagedListView
        query={reports}
        loadingLabel="신고를 불러오는 중"
        errorTitle="신고를 불러오지 못했어요"
        empty={{
          title: emptyTitle(status, kind, reason),
          description: '구매자가 판매점을, 또는 대화의 한쪽이 메시지를 신고하면 여기에 보여요.',
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
