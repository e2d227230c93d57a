import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { reportActionLabels, type AdminReportSummary } from '@quotemarket/contract';
import {
  formatDateTime,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { ReportStatusBadge } from './ReportStatusBadge';
import { Nowrap } from '../../shared/pageLayout';

const Content = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/**
 * Reports as rows, for the queue and for a dealer's page: the dealer's column is left out where
 * every row is the same dealer's.
 */
export function ReportsTable({
  reports,
  caption,
  hideCaption = false,
  withDealer = true,
  busy = false,
}: {
  reports: readonly AdminReportSummary[];
  caption: string;
  hideCaption?: boolean;
  withDealer?: boolean;
  busy?: boolean;
}) {
  return (
    <Table caption={caption} hideCaption={hideCaption} density="compact" aria-busy={busy}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>신고 번호</TableHeaderCell>
          <TableHeaderCell>상태</TableHeaderCell>
          {withDealer && <TableHeaderCell>판매점</TableHeaderCell>}
          <TableHeaderCell>신고 내용</TableHeaderCell>
          <TableHeaderCell>신고한 구매자</TableHeaderCell>
          <TableHeaderCell>접수 시각 (KST)</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {reports.map((report) => (
          <TableRow key={report.id}>
            <TableCell>
              <Link to={paths.report(report.id)} aria-label={`신고 #${report.id} 자세히 보기`}>
                #{report.id}
              </Link>
            </TableCell>
            <TableCell>
              <Nowrap>
                <ReportStatusBadge status={report.status} />
              </Nowrap>
              {report.action && (
                <Text as="span" size="sm" tone="muted">
                  {' '}
                  {reportActionLabels[report.action]}
                </Text>
              )}
            </TableCell>
            {withDealer && (
              <TableCell>
                <Link to={paths.dealer(report.dealer.id)}>{report.dealer.storeName}</Link>
              </TableCell>
            )}
            <TableCell>
              <Content>{report.content}</Content>
              {report.productName && (
                <Text as="span" size="sm" tone="muted">
                  {report.productName}
                </Text>
              )}
            </TableCell>
            <TableCell>
              <Nowrap>{report.reporterPhone || '없음'}</Nowrap>
            </TableCell>
            <TableCell>
              <Nowrap>{formatDateTime(report.createdAt)}</Nowrap>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
