import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useTable } from '@tanstack/react-table';
import {
  adminReportSorting,
  anyReportReasonLabels,
  reportActionLabels,
  reportKindLabels,
  type AdminReportSummary,
  type ListOrder,
} from '@quotemarket/contract';
import { formatDateTime, Text } from '@quotemarket/ui';
import { paths } from '../../paths';
import {
  ConsoleTable,
  consoleColumns,
  consoleTableFeatures,
  serverSorting,
} from '../../shared/consoleTable';
import { ReportStatusBadge } from './ReportStatusBadge';
import { Nowrap } from '../../shared/pageLayout';

const Content = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

type ReportSortColumn = (typeof adminReportSorting.columns)[number];

const column = consoleColumns<AdminReportSummary>();
const columns = column.columns([
  column.accessor('id', {
    header: '신고 번호',
    enableSorting: false,
    cell: ({ getValue }) => (
      <Link to={paths.report(getValue())} aria-label={`신고 #${getValue()} 자세히 보기`}>
        #{getValue()}
      </Link>
    ),
  }),
  column.accessor('status', {
    header: '상태',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <Nowrap>
          <ReportStatusBadge status={row.original.status} />
        </Nowrap>
        {row.original.action && (
          <Text as="span" size="sm" tone="muted">
            {' '}
            {reportActionLabels[row.original.action]}
          </Text>
        )}
      </>
    ),
  }),
  column.accessor((report) => report.dealer.storeName, {
    id: 'storeName' satisfies ReportSortColumn,
    header: '판매점',
    cell: ({ row }) => (
      <Link to={paths.dealer(row.original.dealer.id)}>{row.original.dealer.storeName}</Link>
    ),
  }),
  column.accessor('kind', {
    header: '종류',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <Nowrap>{reportKindLabels[row.original.kind]}</Nowrap>
        {row.original.reporter === 'dealer' && (
          <Text as="span" size="sm" tone="muted">
            {' '}
            판매점이 신고
          </Text>
        )}
      </>
    ),
  }),
  column.accessor('reason', {
    header: '사유',
    enableSorting: false,
    cell: ({ getValue }) => anyReportReasonLabels[getValue()],
  }),
  column.accessor('content', {
    header: '신고 내용',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <Content>{row.original.content}</Content>
        {row.original.productName && (
          <Text as="span" size="sm" tone="muted">
            {row.original.productName}
          </Text>
        )}
      </>
    ),
  }),
  column.accessor('reporterPhone', {
    header: '구매자',
    enableSorting: false,
    cell: ({ getValue }) => <Nowrap>{getValue() || '없음'}</Nowrap>,
  }),
  column.accessor('createdAt', {
    header: '접수 시각 (KST)',
    sortDescFirst: true,
    cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
  }),
]);
// Where every row is the same dealer's, its column says nothing.
const columnsWithoutDealer = columns.filter((definition) => definition.id !== 'storeName');

/**
 * Reports as rows, for the queue and for a dealer's page: the dealer's column is left out where
 * every row is the same dealer's. Given an order, its headers ask the server for another; without
 * one (a dealer's latest reports) it is not sortable.
 */
export function ReportsTable({
  reports,
  caption,
  withDealer = true,
  busy = false,
  order,
}: {
  reports: AdminReportSummary[];
  caption: string;
  withDealer?: boolean;
  busy?: boolean;
  order?: {
    value: ListOrder<ReportSortColumn>;
    onChange: (next: ListOrder<ReportSortColumn>) => void;
  };
}) {
  const table = useTable({
    features: consoleTableFeatures,
    columns: withDealer ? columns : columnsWithoutDealer,
    data: reports,
    getRowId: (report) => String(report.id),
    ...(order
      ? serverSorting(order.value, adminReportSorting.columns, order.onChange)
      : { enableSorting: false }),
  });
  return <ConsoleTable table={table} caption={caption} busy={busy} />;
}
