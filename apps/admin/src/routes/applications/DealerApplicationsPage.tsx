import { Link } from 'react-router-dom';
import { useTable } from '@tanstack/react-table';
import {
  categoryNameKo,
  dealerApplicationSorting,
  dealerApplicationStatuses,
  dealerApplicationStatusLabels,
  type DealerApplicationListItem,
  type DealerApplicationStatus,
} from '@quotemarket/contract';
import { useDealerApplications } from '@quotemarket/hooks';
import { Badge, formatDateTime, PageStack, type BadgeTone } from '@quotemarket/ui';
import { paths } from '../../paths';
import {
  ConsoleTable,
  consoleColumns,
  consoleTableFeatures,
  serverSorting,
} from '../../shared/consoleTable';
import { PagedListView } from '../../shared/PagedListView';
import { StatusQueueHeader } from '../../shared/StatusQueueHeader';
import { useListOrderSearch } from '../../shared/useListOrderSearch';
import { useStatusQueueSearch } from '../../shared/useStatusQueueSearch';
import { Nowrap } from '../../shared/pageLayout';

export const applicationStatusTones: Record<DealerApplicationStatus, BadgeTone> = {
  received: 'warning',
  approved: 'success',
  rejected: 'neutral',
};

const column = consoleColumns<DealerApplicationListItem>();
const columns = column.columns([
  column.accessor('storeName', {
    header: '상호',
    cell: ({ row }) => (
      <Link to={paths.application(row.original.id)}>{row.original.storeName}</Link>
    ),
  }),
  column.accessor('businessRegistrationNumber', {
    header: '사업자등록번호',
    enableSorting: false,
    cell: ({ getValue }) => <Nowrap>{getValue()}</Nowrap>,
  }),
  column.accessor('representative', { header: '대표자', enableSorting: false }),
  column.accessor('categoryIds', {
    header: '카테고리',
    enableSorting: false,
    cell: ({ getValue }) =>
      getValue()
        .map((id) => categoryNameKo(id))
        .join(', '),
  }),
  column.accessor('status', {
    header: '상태',
    enableSorting: false,
    cell: ({ getValue }) => (
      <Badge tone={applicationStatusTones[getValue()]}>
        {dealerApplicationStatusLabels[getValue()]}
      </Badge>
    ),
  }),
  column.accessor('submittedAt', {
    header: '신청일',
    sortDescFirst: true,
    cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
  }),
]);

/**
 * `paths.applications()`: the stores' applications, 접수 first by default (what waits for a
 * decision), ordered by a column's header (newest first at the start), paged and filtered by the
 * server. The filter, the order and the page live in the address, so a link or a reload keeps
 * them.
 */
export function DealerApplicationsPage() {
  const search = useStatusQueueSearch(dealerApplicationStatuses, 'received');
  const { status, page, show } = search;
  const sorted = useListOrderSearch(dealerApplicationSorting);
  const order = sorted.order;
  const applications = useDealerApplications({ status, order, page });
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data: applications.data?.list ?? [],
    getRowId: (application) => String(application.id),
    ...serverSorting(order, dealerApplicationSorting.columns, sorted.show),
  });

  return (
    <PageStack>
      <StatusQueueHeader
        title="입점 신청"
        statuses={dealerApplicationStatuses}
        labels={dealerApplicationStatusLabels}
        search={search}
      />
      <PagedListView
        query={applications}
        loadingLabel="입점 신청을 불러오는 중"
        loadingRows={4}
        errorTitle="입점 신청을 불러오지 못했어요"
        empty={{
          title: status
            ? `${dealerApplicationStatusLabels[status]}된 신청이 없어요`
            : '입점 신청이 없어요',
          description: '새 신청이 들어오면 여기에 보여요.',
        }}
        page={page}
        pageLabel="입점 신청 페이지"
        onPageChange={(next) => show({ status, page: next })}
      >
        {(_list, busy) => <ConsoleTable table={table} caption="입점 신청" busy={busy} />}
      </PagedListView>
    </PageStack>
  );
}
