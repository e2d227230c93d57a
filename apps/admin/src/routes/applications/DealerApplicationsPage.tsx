import { Link } from 'react-router-dom';
import {
  categoryNameKo,
  dealerApplicationStatuses,
  dealerApplicationStatusLabels,
  type DealerApplicationStatus,
} from '@quotemarket/contract';
import { useDealerApplications } from '@quotemarket/hooks';
import {
  Badge,
  formatDateTime,
  PageStack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  type BadgeTone,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { PagedListView } from '../../shared/PagedListView';
import { StatusQueueHeader } from '../../shared/StatusQueueHeader';
import { useStatusQueueSearch } from '../../shared/useStatusQueueSearch';
import { Nowrap } from '../../shared/pageLayout';

export const applicationStatusTones: Record<DealerApplicationStatus, BadgeTone> = {
  received: 'warning',
  approved: 'success',
  rejected: 'neutral',
};

/**
 * `paths.applications()`: the stores' applications, newest first, 접수 first by default (what
 * waits for a decision), paged and filtered by the server. The filter and the page live in the
 * address, so a link or a reload keeps them.
 */
export function DealerApplicationsPage() {
  const search = useStatusQueueSearch(dealerApplicationStatuses, 'received');
  const { status, page, show } = search;
  const applications = useDealerApplications({ status, page });

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
        {(list) => (
          <Table caption="입점 신청" hideCaption>
            <TableHead>
              <TableRow>
                <TableHeaderCell>상호</TableHeaderCell>
                <TableHeaderCell>사업자등록번호</TableHeaderCell>
                <TableHeaderCell>대표자</TableHeaderCell>
                <TableHeaderCell>카테고리</TableHeaderCell>
                <TableHeaderCell>상태</TableHeaderCell>
                <TableHeaderCell>신청일</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((application) => (
                <TableRow key={application.id}>
                  <TableCell>
                    <Link to={paths.application(application.id)}>{application.storeName}</Link>
                  </TableCell>
                  <TableCell>
                    <Nowrap>{application.businessRegistrationNumber}</Nowrap>
                  </TableCell>
                  <TableCell>{application.representative}</TableCell>
                  <TableCell>
                    {application.categoryIds.map((id) => categoryNameKo(id)).join(', ')}
                  </TableCell>
                  <TableCell>
                    <Badge tone={applicationStatusTones[application.status]}>
                      {dealerApplicationStatusLabels[application.status]}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <Nowrap>{formatDateTime(application.submittedAt)}</Nowrap>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PagedListView>
    </PageStack>
  );
}
